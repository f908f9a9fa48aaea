import { and, eq, gt, lt } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { emailTokens } from '#server/db/schema';

export type EmailTokenPurpose = (typeof emailTokens.$inferSelect)['purpose'];

export async function insertEmailToken(
  db: Executor,
  row: { tokenHash: string; userId: string; purpose: EmailTokenPurpose; createdAt: Date; expiresAt: Date },
) {
  await db.insert(emailTokens).values(row);
}

/** Removes and returns the unexpired token: each link works once. */
export async function takeEmailToken(db: Executor, tokenHash: string, purpose: EmailTokenPurpose, now: Date) {
  const [row] = await db
    .delete(emailTokens)
    .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose), gt(emailTokens.expiresAt, now)))
    .returning();
  return row;
}

export async function deleteUserEmailTokens(db: Executor, userId: string, purpose: EmailTokenPurpose) {
  await db.delete(emailTokens).where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose)));
}

export async function deleteAllEmailTokens(db: Executor, userId: string) {
  await db.delete(emailTokens).where(eq(emailTokens.userId, userId));
}

export async function deleteExpiredEmailTokens(db: Executor, now: Date) {
  await db.delete(emailTokens).where(lt(emailTokens.expiresAt, now));
}
