import { and, eq, gt, lt } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { googleExchangeCodes } from '#server/db/schema';

export type GoogleExchangeCodeRow = typeof googleExchangeCodes.$inferSelect;

export async function insertGoogleExchangeCode(db: Executor, row: GoogleExchangeCodeRow) {
  await db.delete(googleExchangeCodes).where(lt(googleExchangeCodes.expiresAt, new Date()));
  await db.insert(googleExchangeCodes).values(row);
}

/** Removes and returns the unexpired code if this browser holds it: a code is good for one try. */
export async function takeGoogleExchangeCode(db: Executor, codeHash: string, browserHash: string, now: Date) {
  const [row] = await db
    .delete(googleExchangeCodes)
    .where(
      and(
        eq(googleExchangeCodes.codeHash, codeHash),
        eq(googleExchangeCodes.browserHash, browserHash),
        gt(googleExchangeCodes.expiresAt, now),
      ),
    )
    .returning();
  return row;
}
