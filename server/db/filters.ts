import { and, or, type Column, type SQL } from 'drizzle-orm';
import { ilikeContains } from './like';

/** A case-insensitive "contains" on any of the columns; the search text's own % and _ match literally. */
export function containsAny(columns: Column[], q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  return or(...columns.map((column) => ilikeContains(column, text)));
}

/** All of the filters that are given (none given: no condition). */
export const allOf = (...conditions: Array<SQL | undefined>) =>
  and(...conditions.filter((c): c is SQL => c !== undefined));
