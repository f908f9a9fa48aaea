import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_TTL_DAYS } from '#common/catalogue';
import type { Database } from '../db/client';
import { userForToken } from '../modules/auth/auth.service';
import type { UserRow } from '../modules/users/users.repo';
import { bearerToken, optionalUser } from './currentUser';

/**
 * `<audio src>` cannot send a bearer token, so the audio calls (audio info, narrate) leave the
 * session token in a cookie that only `/api/audio/` receives: HttpOnly, SameSite=Strict (never sent
 * by another site's page), revoked with the session at logout.
 */
const AUDIO_COOKIE = 'reverie_audio';
const AUDIO_PATH = '/api/audio/';

export function rememberListener(request: FastifyRequest, reply: FastifyReply, secure: boolean): void {
  const token = bearerToken(request);
  if (!token) return;
  const attributes = [
    `${AUDIO_COOKIE}=${token}`,
    `Path=${AUDIO_PATH}`,
    `Max-Age=${SESSION_TTL_DAYS * 86_400}`,
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

/** Who is listening: the bearer token's user, else the audio cookie's (a stale cookie is a guest), else a guest. */
export async function listenerOf(db: Database, request: FastifyRequest): Promise<UserRow | undefined> {
  if (bearerToken(request)) return optionalUser(db, request);
  const token = audioCookie(request);
  return token ? userForToken(db, token) : undefined;
}
