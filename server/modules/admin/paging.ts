import { and, or, type Column, type SQL } from 'drizzle-orm';
import { encodeCursor, type PageKey } from '#server/db/keyset';
import { ilikeContains } from '#server/db/like';

export interface Page<T> {
  items: T[];
  nextCursor: string | undefined;
  total: number;
}

/** A case-insensitive "contains" on any of the columns; the search text's own % and _ match literally. */
export function containsAny(columns: Column[], q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  return or(...columns.map((column) => ilikeContains(column, text)));
}

/** Builds a page from rows fetched with limit + 1 (the extra row only says there is more). */
export function toPage<R extends { cursor: PageKey }, T>(
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
