import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { sessions, users } from '#server/db/schema';

export async function insertSession(db: Executor, userId: string, tokenHash: string, expiresAt: Date) {
  await db.insert(sessions).values({ userId, tokenHash, expiresAt });
}

/** The user behind an unexpired session, or undefined (also when the account is banned). */
export async function findSessionUser(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), isNull(users.bannedAt)))
    .limit(1);
  return row?.user;
}

export async function deleteSession(db: Executor, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteExpiredSessions(db: Executor, userId: string, now: Date) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
}

/** Signs the user out everywhere. */
export async function deleteSessionsOf(db: Executor, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
