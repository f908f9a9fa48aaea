import { and, count, eq, gte, like, lt, notExists, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '#server/db/client';
import { audioAssets, chapters, creditLedger, stories, storyPlays } from '#server/db/schema';

export type AudioAssetRow = typeof audioAssets.$inferSelect;
export type NewAudioAssetRow = typeof audioAssets.$inferInsert;

/** The finished narration a chapter's audio URL (`/api/audio/<asset id>.mp3`) names, as a join condition in SQL. */
export const audioAssetOf = (asset: SQL, audioUrl: SQL) =>
  sql`${asset}.id = split_part(split_part(${audioUrl}, '/', 4), '.', 1)`;

/** The real duration of each narrated chapter of a story, by chapter number. */
export async function findNarratedDurations(db: Executor, storyId: string): Promise<Map<number, number>> {
  const rows = await db
    .select({ number: chapters.number, durationMs: audioAssets.durationMs })
    .from(chapters)
    .innerJoin(audioAssets, audioAssetOf(sql`${audioAssets}`, sql`${chapters.audioUrl}`))
    .where(eq(chapters.storyId, storyId));
  return new Map(rows.map((row) => [row.number, row.durationMs]));
}

export async function findAsset(db: Executor, id: string): Promise<AudioAssetRow | undefined> {
  const [row] = await db.select().from(audioAssets).where(eq(audioAssets.id, id)).limit(1);
  return row;
}

/** Records a narration; another instance may have recorded the same one first, which is fine. */
export async function insertAsset(db: Executor, values: NewAudioAssetRow): Promise<void> {
  await db.insert(audioAssets).values(values).onConflictDoNothing();
}

/** Points the chapter (and, for chapter 1, its story) at the audio. */
export async function attachAudio(
  db: Database,
  chapter: { id: string; storyId: string; number: number },
  audioUrl: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(chapters).set({ audioUrl }).where(eq(chapters.id, chapter.id));
    if (chapter.number === 1) await tx.update(stories).set({ audioUrl }).where(eq(stories.id, chapter.storyId));
  });
}

/** How many ledger rows of this reason a user has whose reference starts with the prefix. */
export async function countLedgerRows(
  db: Executor,
  userId: string,
  reason: string,
  referencePrefix: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.userId, userId),
        eq(creditLedger.reason, reason),
        like(creditLedger.reference, `${referencePrefix}%`),
      ),
    );
  return row?.n ?? 0;
}

/** Counts a play once per listener, story and day; answers the story's play count. */
export async function recordPlay(db: Database, storyId: string, listenerKey: string, day: string): Promise<number> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(storyPlays)
      .values({ storyId, listenerKey, day })
      .onConflictDoNothing()
      .returning({ day: storyPlays.day });
    const [story] = inserted.length
      ? await tx
          .update(stories)
          .set({ plays: sql`${stories.plays} + 1` })
          .where(eq(stories.id, storyId))
          .returning({ plays: stories.plays })
      : await tx.select({ plays: stories.plays }).from(stories).where(eq(stories.id, storyId));
    return story?.plays ?? 0;
  });
}

export interface UnfinishedCharge {
  userId: string;
  reference: string;
  deltaAudio: number;
}

/**
 * Charges of `chargeReason` made in [from, to) that have neither a refund of `refundReason` with the
 * same reference nor the audio they paid for. A reference reads `{userId}:{assetId}#{attempt}`.
 */
export async function findUnfinishedCharges(
  db: Executor,
  chargeReason: string,
  refundReason: string,
  from: Date,
  to: Date,
): Promise<UnfinishedCharge[]> {
  const refund = alias(creditLedger, 'refund');
  const assetOfReference = sql`split_part(split_part(${creditLedger.reference}, ':', 2), '#', 1)`;
  const rows = await db
    .select({ userId: creditLedger.userId, reference: creditLedger.reference, deltaAudio: creditLedger.deltaAudio })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.reason, chargeReason),
        gte(creditLedger.createdAt, from),
        lt(creditLedger.createdAt, to),
        notExists(
          db
            .select({ one: sql`1` })
            .from(refund)
            .where(and(eq(refund.reason, refundReason), eq(refund.reference, creditLedger.reference))),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(audioAssets)
            .where(eq(audioAssets.id, assetOfReference)),
        ),
      ),
    );
  return rows.flatMap((row) => (row.reference ? [{ ...row, reference: row.reference }] : []));
}
