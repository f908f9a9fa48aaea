import { and, or, sql, type Column, type SQL } from 'drizzle-orm';
import { badRequest } from '#common/errors';
import { isRealDateTime } from '../library/cursor';
import { isUuid } from '../stories/stories.repo';

/** Where a page ends: the last row's creation time (Postgres' exact text, microseconds kept) and id. */
export interface PageCursor {
  createdAt: string;
  id: string;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | undefined;
  total: number;
}

// Postgres' ISO text of a timestamptz, e.g. 2026-11-21 10:00:00.123456+00.
const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-](0\d|1[0-5])(:[0-5]\d)?$/;

function encodeCursor(cursor: PageCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');
}

export function decodeCursor(value: string | undefined): PageCursor | undefined {
  if (!value) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      TIMESTAMP.test(String(parsed[0])) &&
      isRealDateTime(String(parsed[0])) &&
      isUuid(String(parsed[1]))
    ) {
      return { createdAt: String(parsed[0]), id: String(parsed[1]) };
    }
  } catch {
    // falls through to the refusal below
  }
  throw badRequest('cursor is invalid');
}

/** The exact creation time as text, so a cursor resumes without the millisecond rounding of a JS Date. */
export const createdAtText = (createdAt: Column) => sql<string>`${createdAt}::text`;

/** Rows after the cursor in newest-first order (creation time, then id, both descending). */
export function afterCursor(createdAt: Column, id: Column, cursor: PageCursor | undefined): SQL | undefined {
  if (!cursor) return undefined;
  return sql`(${createdAt}, ${id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`;
}

/** A case-insensitive "contains" on any of the columns; the search text's own % and _ match literally. */
export function containsAny(columns: Column[], q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(...columns.map((column) => sql`${column} ilike ${pattern}`));
}

/** Builds a page from rows fetched with limit + 1 (the extra row only says there is more). */
export function toPage<R extends { cursor: PageCursor }, T>(
  rows: R[],
  limit: number,
  total: number,
  present: (row: R) => T,
): Page<T> {
  const more = rows.length > limit;
  const kept = more ? rows.slice(0, limit) : rows;
  const last = kept.at(-1);
  return { items: kept.map(present), nextCursor: more && last ? encodeCursor(last.cursor) : undefined, total };
}

export const allOf = (...conditions: Array<SQL | undefined>) =>
  and(...conditions.filter((c): c is SQL => c !== undefined));
