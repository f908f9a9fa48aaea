import { encodeCursor, type PageKey } from '#server/db/keyset';

export interface Page<T> {
  items: T[];
  nextCursor: string | undefined;
  total: number;
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
