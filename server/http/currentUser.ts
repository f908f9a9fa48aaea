import type { FastifyRequest } from 'fastify';
import { unauthenticated } from '#common/errors';
import type { Database } from '../db/client';
import { userForToken } from '../modules/auth/auth.service';
import type { UserRow } from '../modules/users/users.repo';

const resolved = new WeakMap<FastifyRequest, Promise<UserRow | undefined>>();

/** The bearer token of a request, if it carries one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** The user this request's route already resolved from its token, if it did (never throws). */
export async function resolvedUserOf(request: FastifyRequest): Promise<UserRow | undefined> {
  return resolved.get(request)?.catch(() => undefined);
}

/** The signed-in user, or undefined for a guest. An unknown or revoked token throws 401. */
export async function optionalUser(db: Database, request: FastifyRequest): Promise<UserRow | undefined> {
  const token = bearerToken(request);
  if (!token) return undefined;
  let pending = resolved.get(request);
  if (!pending) {
    pending = userForToken(db, token);
    resolved.set(request, pending);
  }
  const user = await pending;
  if (!user) throw unauthenticated('Your session has expired. Please log in again.');
  return user;
}

export async function requireUser(db: Database, request: FastifyRequest): Promise<UserRow> {
  const user = await optionalUser(db, request);
  if (!user) throw unauthenticated();
  return user;
}
