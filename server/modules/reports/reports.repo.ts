import { and, count, eq, isNull } from 'drizzle-orm';
import type { ReportReason } from '#common/catalogue';
import type { HiddenReason } from '#common/contract';
import type { Executor } from '#server/db/client';
import { stories, storyReports } from '#server/db/schema';

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

export async function markReportsReviewed(tx: Executor, storyId: string, now = new Date()): Promise<void> {
  await tx
    .update(storyReports)
    .set({ reviewedAt: now })
    .where(and(eq(storyReports.storyId, storyId), isNull(storyReports.reviewedAt)));
}

/** Hides the story (with why) or, given null, shows it again; its access type is left as it is. */
export async function setStoryHidden(tx: Executor, storyId: string, reason: HiddenReason | null): Promise<void> {
  await tx
    .update(stories)
    .set({ hiddenAt: reason ? new Date() : null, hiddenReason: reason })
    .where(eq(stories.id, storyId));
}
