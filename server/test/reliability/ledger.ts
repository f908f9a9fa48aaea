import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { chapters, creditLedger, stories } from '#server/db/schema';
import { changeCredits } from '#server/modules/credits/credits.service';
import { findUserById } from '#server/modules/users/users.repo';

/** Sets a balance through the ledger (factories set it directly, which the ledger would not add up to). */
export async function grantThroughLedger(db: Database, userId: string, text: number, audio = 0): Promise<void> {
  await changeCredits(db, {
    userId,
    text,
    audio,
    reason: 'admin_adjustment',
    reference: randomBytes(8).toString('hex'),
  });
}

/** A user's balances and what their ledger adds up to. */
export async function balanceAndLedger(db: Database, userId: string) {
  const user = await findUserById(db, userId);
  const [sums] = await db
    .select({
      text: sql<number>`coalesce(sum(${creditLedger.deltaText}), 0)::int`,
      audio: sql<number>`coalesce(sum(${creditLedger.deltaAudio}), 0)::int`,
    })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return { text: user!.textCredits, audio: user!.audioCredits, ledgerText: sums.text, ledgerAudio: sums.audio };
}

export function ledgerRowsOf(db: Database, userId: string, reason: string) {
  return db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, reason)));
}

/** Waits until no chapter of the user's stories is still being written. */
export async function settleChapters(db: Database, userId: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(chapters)
      .innerJoin(stories, eq(stories.id, chapters.storyId))
      .where(and(eq(stories.userId, userId), eq(chapters.status, 'writing')));
    if (row.n === 0) return;
    if (Date.now() > deadline) throw new Error(`${row.n} chapters still writing after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
