import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { REPORTED_TEXT_MAX_CHARS } from '#server/tuning';
import type { Executor } from '#server/db/client';
import { afterKey, keyTime, type PageKey } from '#server/db/keyset';
import { chapters, stories, storyReports, users } from '#server/db/schema';
import type { StoryRow } from '../stories/stories.repo';

export interface ReportedStoryRecord {
  story: StoryRow;
  ownerName: string;
  authorBanned: boolean;
  opening: string;
  reportCount: number;
  lastReportedAt: Date;
  cursor: PageKey;
}

export type PendingReportRow = typeof storyReports.$inferSelect & { reporterName: string };

const pending = isNull(storyReports.reviewedAt);

/** Stories with open reports, the most recently reported first, fetching one row more than asked. */
export async function listReportedStories(
  db: Executor,
  limit: number,
  cursor: PageKey | undefined,
): Promise<ReportedStoryRecord[]> {
  const open = db
    .select({
      storyId: storyReports.storyId,
      reportCount: sql<number>`count(*)::int`.as('report_count'),
      last: sql<Date>`max(${storyReports.createdAt})`.as('last_reported_at'),
    })
    .from(storyReports)
    .where(pending)
    .groupBy(storyReports.storyId)
    .as('open');
  // Qualified by hand: Drizzle leaves a subquery's computed columns unqualified.
  const last = sql<Date>`${sql.identifier('open')}.${sql.identifier('last_reported_at')}`;
  const rows = await db
    .select({
      story: stories,
      ownerName: users.name,
      authorBanned: sql<boolean>`${users.bannedAt} is not null`,
      opening: sql<string>`left(coalesce((select c.content from ${chapters} c where c.story_id = ${stories.id} and c.number = 1), ''), ${REPORTED_TEXT_MAX_CHARS})`,
      reportCount: sql<number>`${sql.identifier('open')}.${sql.identifier('report_count')}`,
      lastReportedAt: last,
      lastAt: keyTime(last),
    })
    .from(open)
    .innerJoin(stories, eq(stories.id, open.storyId))
    .innerJoin(users, eq(users.id, stories.userId))
    .where(cursor && afterKey(last, stories.id, cursor))
    .orderBy(desc(last), desc(stories.id))
    .limit(limit + 1);
  return rows.map(({ lastAt, lastReportedAt, ...row }) => ({
    ...row,
    lastReportedAt: new Date(lastReportedAt),
    cursor: { at: lastAt, id: row.story.id },
  }));
}

export async function countReportedStories(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${storyReports.storyId})::int` })
    .from(storyReports)
    .where(pending);
  return row?.n ?? 0;
}

/** The open reports of these stories with their reporters' names, newest first. */
export async function findPendingReports(db: Executor, storyIds: string[]): Promise<PendingReportRow[]> {
  if (storyIds.length === 0) return [];
  const rows = await db
    .select({ report: storyReports, reporterName: users.name })
    .from(storyReports)
    .innerJoin(users, eq(users.id, storyReports.userId))
    .where(and(inArray(storyReports.storyId, storyIds), pending))
    .orderBy(desc(storyReports.createdAt));
  return rows.map(({ report, reporterName }) => ({ ...report, reporterName }));
}

/** Suspends the account; its sessions go in the same transaction. Answers whether it was active. */
export async function banUser(tx: Executor, userId: string, now = new Date()): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({ bannedAt: now })
    .where(and(eq(users.id, userId), isNull(users.bannedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Hides every story of the author not hidden yet; answers their ids. */
export async function hideStoriesOf(tx: Executor, userId: string, now = new Date()): Promise<string[]> {
  const rows = await tx
    .update(stories)
    .set({ hiddenAt: now, hiddenReason: 'admin' })
    .where(and(eq(stories.userId, userId), isNull(stories.hiddenAt)))
    .returning({ id: stories.id });
  return rows.map((row) => row.id);
}
