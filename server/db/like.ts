import { sql, type SQL } from 'drizzle-orm';

/** The text with LIKE's own characters (`%`, `_` and the escape `\`) escaped, so they match literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** A case-insensitive "contains" of the text (taken literally) in the column or expression. */
export const ilikeContains = (column: unknown, text: string): SQL => sql`${column} ilike ${`%${escapeLike(text)}%`}`;
