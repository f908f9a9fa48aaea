import { sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { audioAssets } from '#server/db/schema/audio';
import { checkoutSessions } from '#server/db/schema/billing';
import { creditLedger } from '#server/db/schema/credits';
import { chapters } from '#server/db/schema/stories';

export async function chaptersByStatus(db: Executor) {
  return db
    .select({ status: chapters.status, count: sql<number>`count(*)::int` })
    .from(chapters)
    .groupBy(chapters.status);
}

/** Credits moved by each ledger reason, split into what was granted and what was taken. */
export async function ledgerTotals(db: Executor) {
  return db
    .select({
      reason: creditLedger.reason,
      textIn: sql<number>`coalesce(sum(greatest(${creditLedger.deltaText}, 0)), 0)::int`,
      textOut: sql<number>`coalesce(sum(greatest(-${creditLedger.deltaText}, 0)), 0)::int`,
      audioIn: sql<number>`coalesce(sum(greatest(${creditLedger.deltaAudio}, 0)), 0)::int`,
      audioOut: sql<number>`coalesce(sum(greatest(-${creditLedger.deltaAudio}, 0)), 0)::int`,
    })
    .from(creditLedger)
    .groupBy(creditLedger.reason);
}

export async function checkoutsByStatus(db: Executor) {
  return db
    .select({ status: checkoutSessions.status, count: sql<number>`count(*)::int` })
    .from(checkoutSessions)
    .groupBy(checkoutSessions.status);
}

export async function narrationCount(db: Executor): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(audioAssets);
  return row?.count ?? 0;
}

/** How long the oldest chapter nobody is writing yet has waited, in seconds (0 when none waits). */
export async function chapterQueueLagSeconds(db: Executor): Promise<number> {
  const [row] = await db
    .select({
      lag: sql<number>`coalesce(extract(epoch from now() - min(${chapters.createdAt})), 0)::float8`,
    })
    .from(chapters)
    .where(
      sql`${chapters.status} = 'writing' and (${chapters.leaseOwner} is null or ${chapters.leaseExpiresAt} < now())`,
    );
  return row?.lag ?? 0;
}
