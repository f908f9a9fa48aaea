import type { FastifyRequest } from 'fastify';
import { ApiError } from '#common/errors';
import type { Database, DatabaseHandle } from '#server/db/client';
import { bearerToken } from './currentUser';

/** Requests answered from a replica, and how long such an answer may be kept (it may trail the primary). */
const fromReplica = new WeakMap<FastifyRequest, number>();

/**
 * A read that a guest may be answered from a read replica (DATABASE_REPLICA_URL) in step with the
 * primary. Signed-in readers always read the primary, so everyone sees their own writes at once. A
 * replica that fails mid-read is set aside and the read is done again on the primary; an answer the
 * API means (a 404, a refusal) stands.
 */
export async function guestRead<T>(
  database: DatabaseHandle,
  request: FastifyRequest,
  read: (db: Database) => Promise<T>,
  /** The story read; none for lists and author pages. */
  storyId?: string,
): Promise<T> {
  const replica = bearerToken(request) === undefined ? database.replicas?.pick(storyId) : undefined;
  if (!replica) return read(database.db);
  try {
    const answer = await read(replica.db);
    fromReplica.set(request, database.replicas!.staleBoundMs);
    return answer;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    replica.markDown();
    return read(database.db);
  }
}

/** How long the read cache may keep this request's answer when a replica made it; undefined otherwise. */
export function replicaStaleBoundOf(request: FastifyRequest): number | undefined {
  return fromReplica.get(request);
}
