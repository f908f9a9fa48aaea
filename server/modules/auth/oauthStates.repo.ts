import { eq, lt } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { oauthStates } from '#server/db/schema';

export type OAuthStateRow = typeof oauthStates.$inferSelect;

export async function insertOAuthState(db: Executor, row: OAuthStateRow) {
  await db.insert(oauthStates).values(row);
}

/** Removes and returns the pending sign-in with this state: each state is good for one callback. */
export async function takeOAuthState(db: Executor, id: string): Promise<OAuthStateRow | undefined> {
  const [row] = await db.delete(oauthStates).where(eq(oauthStates.id, id)).returning();
  return row;
}

export async function deleteExpiredOAuthStates(db: Executor, now: Date) {
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
}
