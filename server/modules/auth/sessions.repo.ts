import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { sessions, users } from '#server/db/schema';

export async function insertSession(db: Executor, userId: string, tokenHash: string, expiresAt: Date) {
  await db.insert(sessions).values({ userId, tokenHash, expiresAt });
}

/** The user behind an unexpired session, with the session's expiry, or undefined (also when the account is banned). */
export async function findSessionUser(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ user: users, expiresAt: sessions.expiresAt, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), isNull(users.bannedAt)))
    .limit(1);
  return row;
}

/** A live session by its id, with the digest that keys its audio passes. */
export async function findSessionById(db: Executor, sessionId: string, now: Date) {
  const [row] = await db
    .select({ user: users, tokenHash: sessions.tokenHash })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now), isNull(users.bannedAt)))
    .limit(1);
  return row;
}

export async function deleteSession(db: Executor, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteExpiredSessions(db: Executor, userId: string, now: Date) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
}

/** Revokes every session of the user, except the one whose token hash is kept. */
export async function deleteUserSessions(db: Executor, userId: string, keepTokenHash?: string) {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : undefined));
}
