import { createHmac, timingSafeEqual } from 'node:crypto';
import { AUDIO_PASS_TTL_HOURS } from '#server/security';
import type { Database } from '#server/db/client';
import type { UserRow } from '../users/users.repo';
import { findSessionById, findSessionUser } from './sessions.repo';
import { hashToken } from './tokens';

/**
 * The audio cookie's credential: `<session id>.<expiry>.<mac>`, the mac keyed by the session's
 * token digest. It is no session token (a bearer of it is nobody), expires within hours, and dies
 * with its session at logout.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const macOf = (tokenHash: string, sessionId: string, expires: number) =>
  createHmac('sha256', tokenHash).update(`audio\0${sessionId}\0${expires}`).digest('base64url');

export async function issueAudioPass(
  db: Database,
  sessionToken: string,
  now = new Date(),
): Promise<string | undefined> {
  const tokenHash = hashToken(sessionToken);
  const session = await findSessionUser(db, tokenHash, now);
  if (!session) return undefined;
  const expires = Math.floor(now.getTime() / 1000) + AUDIO_PASS_TTL_HOURS * 3600;
  return `${session.sessionId}.${expires}.${macOf(tokenHash, session.sessionId, expires)}`;
}

export async function userForAudioPass(db: Database, pass: string, now = new Date()): Promise<UserRow | undefined> {
  const [sessionId = '', expiresText = '', mac = ''] = pass.split('.');
  const expires = Number(expiresText);
  if (!UUID.test(sessionId) || !Number.isSafeInteger(expires) || expires * 1000 <= now.getTime()) return undefined;
  const session = await findSessionById(db, sessionId, now);
  if (!session) return undefined;
  const expected = Buffer.from(macOf(session.tokenHash, sessionId, expires));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? session.user : undefined;
}
