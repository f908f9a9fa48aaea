import { badRequest } from '#common/errors';
import { isUuid } from '../stories/stories.repo';

/** Where a page ends: the last story's creation time (UTC, to the microsecond, as Postgres keeps it) and id. */
export interface PageKey {
  id: string;
  ts: string;
}

const TS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/;

/** Opaque to clients: base64url of the key. */
export const encodeCursor = (key: PageKey) => Buffer.from(`${key.ts}_${key.id}`).toString('base64url');

export function decodeCursor(cursor: string): PageKey {
  const [ts = '', id = '', ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('_');
  if (rest.length > 0 || !TS.test(ts) || Number.isNaN(Date.parse(`${ts}Z`)) || !isUuid(id))
    throw badRequest('Invalid cursor');
  return { ts, id };
}
