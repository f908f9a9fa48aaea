import { and, count, eq, exists, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { ReportReason } from '#common/catalogue/community';
import type { HiddenReason } from '#common/contract';
import type { Executor } from '#server/db/client';
import { chapterUnlocks, stories, storyLikes, storyPlays, storyReports, storyVotes, users } from '#server/db/schema';

/** Records the report; false when this reader had already reported the story (reviewed or not). */
export async function insertReport(
  tx: Executor,
  report: { storyId: string; userId: string; reason: ReportReason; note: string | undefined },
): Promise<boolean> {
  const rows = await tx
    .insert(storyReports)
    .values({ ...report, note: report.note ?? null })
    .onConflictDoNothing()
    .returning({ id: storyReports.id });
  return rows.length > 0;
}

/** Reports no admin has reviewed yet: one per distinct reader. */
export async function countPendingReports(tx: Executor, storyId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(storyReports)
    .where(and(eq(storyReports.storyId, storyId), isNull(storyReports.reviewedAt)));
  return row?.n ?? 0;
}

/**
 * Pending reports that count toward hiding: from a verified account created before `joinedBy`
 * that has read something (liked, voted on, unlocked or listened to a story). Fresh or idle
 * accounts can still report; their reports wait in the queue without hiding anything.
 */
export async function countTrustedPendingReports(tx: Executor, storyId: string, joinedBy: Date): Promise<number> {
  const reader = (table: typeof storyLikes | typeof storyVotes | typeof chapterUnlocks) =>
    exists(
      tx
        .select({ one: sql`1` })
        .from(table)
        .where(eq(table.userId, users.id)),
    );
  const listened = exists(
    tx
      .select({ one: sql`1` })
      .from(storyPlays)
      .where(eq(storyPlays.listenerKey, sql`${users.id}::text`)),
  );
  const [row] = await tx
    .select({ n: count() })
    .from(storyReports)
    .innerJoin(users, eq(users.id, storyReports.userId))
    .where(
      and(
        eq(storyReports.storyId, storyId),
        isNull(storyReports.reviewedAt),
        isNotNull(users.emailVerifiedAt),
        lte(users.createdAt, joinedBy),
        or(reader(storyLikes), reader(storyVotes), reader(chapterUnlocks), listened),
      ),
    );
  return row?.n ?? 0;
}

export async function markReportsReviewed(tx: Executor, storyId: string, now = new Date()): Promise<void> {
  await tx
    .update(storyReports)
    .set({ reviewedAt: now })
    .where(and(eq(storyReports.storyId, storyId), isNull(storyReports.reviewedAt)));
}

/**
 * Hides the story (with why) or, given null, shows it again; its access type is left as it is.
 * Shown again after a review, it is marked kept: reports no longer hide it, they queue for an admin.
 */
export async function setStoryHidden(tx: Executor, storyId: string, reason: HiddenReason | null): Promise<void> {
  await tx
    .update(stories)
    .set({ hiddenAt: reason ? new Date() : null, hiddenReason: reason, ...(reason ? {} : { keptAt: new Date() }) })
    .where(eq(stories.id, storyId));
}
