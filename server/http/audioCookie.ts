import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUDIO_PASS_TTL_HOURS } from '#server/security';
import type { Database } from '../db/client';
import { issueAudioPass, userForAudioPass } from '../modules/auth/audioPass';
import type { UserRow } from '../modules/users/users.repo';
import { bearerToken, optionalUser } from './currentUser';

/**
 * `<audio src>` cannot send a bearer token, so the audio calls (audio info, narrate) leave a
 * short-lived audio pass (never the session token) in a cookie that only `/api/audio/` receives:
 * HttpOnly, SameSite=Strict (never sent by another site's page), revoked with the session at logout.
 */
const AUDIO_COOKIE = 'reverie_audio';
const AUDIO_PATH = '/api/audio/';

export async function rememberListener(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
): Promise<void> {
  const token = bearerToken(request);
  const pass = token && (await issueAudioPass(db, token));
  if (!pass) return;
  const attributes = [
    `${AUDIO_COOKIE}=${pass}`,
    `Path=${AUDIO_PATH}`,
    `Max-Age=${AUDIO_PASS_TTL_HOURS * 3600}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ];
  reply.header('Set-Cookie', attributes.join('; '));
}

function audioCookie(request: FastifyRequest): string | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === AUDIO_COOKIE) return value.join('=') || undefined;
  }
  return undefined;
}

/** Who is listening: the bearer token's user, else the audio pass's (a stale or forged one is a guest), else a guest. */
export async function listenerOf(db: Database, request: FastifyRequest): Promise<UserRow | undefined> {
  if (bearerToken(request)) return optionalUser(db, request);
  const pass = audioCookie(request);
  return pass ? userForAudioPass(db, pass) : undefined;
}
