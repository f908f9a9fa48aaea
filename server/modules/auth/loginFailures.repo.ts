import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { loginFailures } from '#server/db/schema';

export type LoginFailureRow = typeof loginFailures.$inferSelect;

export function findLoginFailures(db: Executor, keys: string[]): Promise<LoginFailureRow[]> {
  return db.select().from(loginFailures).where(inArray(loginFailures.key, keys));
}

/** Counts one more failure (starting afresh when the last one is older than `forgetBefore`); answers the count. */
export async function addLoginFailure(db: Executor, key: string, now: Date, forgetBefore: Date): Promise<number> {
  const stale = sql`${loginFailures.lastFailureAt} < ${forgetBefore.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(loginFailures)
    .values({ key, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failures: sql`case when ${stale} then 1 else ${loginFailures.failures} + 1 end`,
        lockedUntil: sql`case when ${stale} then null else ${loginFailures.lockedUntil} end`,
        lastFailureAt: now,
      },
    })
    .returning({ failures: loginFailures.failures });
  return row.failures;
}

export async function lockLoginKey(db: Executor, key: string, until: Date) {
  await db.update(loginFailures).set({ lockedUntil: until }).where(eq(loginFailures.key, key));
}

export async function clearLoginFailures(db: Executor, key: string) {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}

/** Forgets keys quiet since `before` (their locks, at most minutes long, are long over). */
export async function deleteStaleLoginFailures(db: Executor, before: Date) {
  await db.delete(loginFailures).where(lt(loginFailures.lastFailureAt, before));
}
