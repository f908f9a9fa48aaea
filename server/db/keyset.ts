import { sql, type SQL } from 'drizzle-orm';
import { badRequest } from '#common/errors';
import { isUuid } from './uuid';

/**
 * Where a newest-first page ends: the last row's time (UTC, to the microsecond, as PostgreSQL
 * keeps it, so no JavaScript Date rounds it) and its id, which breaks ties.
 */
export interface PageKey {
  at: string;
  id: string;
  /** For lists ranked by a whole-number score before time (Discover's "popular", "trending"). */
  score?: number;
}

const SCORE = /^-?\d{1,9}$/;

const AT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{6}$/;

/** A date and time that exists: PostgreSQL answers 31 February, hour 25 or year 0 with an error, not a match. */
function isRealDateTime(text: string): boolean {
  const parts = AT.exec(text);
  if (!parts) return false;
  const [year, month, day, hour, minute, second] = parts.slice(1).map(Number);
  // Leap years repeat every 400 years, so a year in 2000-2399 has the same month lengths.
  const daysInMonth = new Date(Date.UTC(2000 + (year % 400), month, 0)).getUTCDate();
  return (
    year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth && hour < 24 && minute < 60 && second < 60
  );
}

/** Opaque to clients: base64url of the key. */
export const encodeCursor = (key: PageKey) =>
  Buffer.from([key.at, key.id, ...(key.score === undefined ? [] : [key.score])].join('_')).toString('base64url');

/**
 * The key a cursor names (none without one); anything else is refused with 400, as is a cursor of
 * a list ranked otherwise (`scored`: whether this list's keys carry a score).
 */
export function decodeCursor(cursor: string | undefined, scored = false): PageKey | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  const [at = '', id = '', ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('_');
  const [score, ...extra] = rest;
  const scoreValid = scored ? score !== undefined && SCORE.test(score) : score === undefined;
  if (extra.length > 0 || !scoreValid || !isRealDateTime(at) || !isUuid(id)) throw badRequest('Invalid cursor');
  return score === undefined ? { at, id } : { at, id, score: Number(score) };
}

/** A timestamptz column or expression as a key's time text. */
export const keyTime = (time: unknown) =>
  sql<string>`to_char(${time} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`;

/** Rows after the key in highest-score-first order (score, then time, then id, all descending). */
export const afterScoredKey = (score: unknown, time: unknown, id: unknown, key: PageKey): SQL =>
  sql`(${score}, ${time}, ${id}) < (${key.score ?? 0}::int, ${key.at}::timestamp at time zone 'UTC', ${key.id}::uuid)`;

/** Rows after the key in newest-first order (time, then id, both descending). */
export const afterKey = (time: unknown, id: unknown, key: PageKey): SQL =>
  sql`(${time}, ${id}) < (${key.at}::timestamp at time zone 'UTC', ${key.id}::uuid)`;
