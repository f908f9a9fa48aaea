import { badRequest } from '#common/errors';
import { isUuid } from '../stories/stories.repo';

/** Where a page ends: the last story's creation time (UTC, to the microsecond, as Postgres keeps it) and id. */
export interface PageKey {
  id: string;
  ts: string;
}

const TS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})/;

/** A date and time that exists: PostgreSQL answers 31 February, hour 25 or year 0 with an error, not a match. */
export function isRealDateTime(text: string): boolean {
  const parts = DATE_TIME.exec(text);
  if (!parts) return false;
  const [year, month, day, hour, minute, second] = parts.slice(1).map(Number);
  // Leap years repeat every 400 years, so a year in 2000-2399 has the same month lengths.
  const daysInMonth = new Date(Date.UTC(2000 + (year % 400), month, 0)).getUTCDate();
  return (
    year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth && hour < 24 && minute < 60 && second < 60
  );
}

/** Opaque to clients: base64url of the key. */
export const encodeCursor = (key: PageKey) => Buffer.from(`${key.ts}_${key.id}`).toString('base64url');

export function decodeCursor(cursor: string): PageKey {
  const [ts = '', id = '', ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('_');
  if (rest.length > 0 || !TS.test(ts) || !isRealDateTime(ts) || !isUuid(id)) throw badRequest('Invalid cursor');
  return { ts, id };
}
