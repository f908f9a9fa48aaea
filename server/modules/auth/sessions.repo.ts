import { and, eq, gt, lt } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { sessions, users } from '#server/db/schema';

export async function insertSession(db: Executor, userId: string, tokenHash: string, expiresAt: Date) {
  await db.insert(sessions).values({ userId, tokenHash, expiresAt });
}

/** The user behind an unexpired session, with the session's expiry, or undefined. */
export async function findSessionUser(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1);
  return row;
}

export async function deleteSession(db: Executor, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteExpiredSessions(db: Executor, userId: string, now: Date) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
}
