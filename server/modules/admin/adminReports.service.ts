import type { AdminReportsQuery, ReportAction, ReportActionResult, ReportedStory } from '#common/contract';
import { conflict, notFound } from '#common/errors';
import type { Database, Executor } from '#server/db/client';
import type { BlobStore } from '#server/providers/storage/port';
import { decodeCursor } from '#server/db/keyset';
import { deleteUserSessions } from '../auth/sessions.repo';
import { countPendingReports, markReportsReviewed, setStoryHidden } from '../reports/reports.repo';
import { lockStory, type StoryRow } from '../stories/stories.repo';
import { findUserById, type UserRow } from '../users/users.repo';
import { presentReportedStory } from './admin.presenter';
import {
  banUser,
  countReportedStories,
  findPendingReports,
  hideStoriesOf,
  listReportedStories,
  type PendingReportRow,
} from './adminReports.repo';
import { deleteStoryAsAdmin } from './adminStories.service';
import { recordAdminChange, storySnapshot, userSnapshot } from './adminAudit.repo';
import { toPage, type Page } from './paging';

const REVIEW_MESSAGES: Record<ReportAction, string> = {
  dismiss: 'Reports dismissed: the story is visible again.',
  hide: 'The story is hidden from readers.',
  delete: 'Story deleted successfully',
  ban: 'The author is banned and their stories are hidden.',
};
const NOTHING_TO_REVIEW = 'This story has no open reports.';

/** The review queue: stories with open reports, with each report, the most recently reported first. */
export async function listReportQueue(db: Database, query: AdminReportsQuery): Promise<Page<ReportedStory>> {
  const cursor = decodeCursor(query.cursor);
  const [rows, total] = await Promise.all([listReportedStories(db, query.limit, cursor), countReportedStories(db)]);
  const reports = await findPendingReports(
    db,
    rows.slice(0, query.limit).map((row) => row.story.id),
  );
  const byStory = new Map<string, PendingReportRow[]>();
  for (const report of reports) byStory.set(report.storyId, [...(byStory.get(report.storyId) ?? []), report]);
  return toPage(rows, query.limit, total, (row) => presentReportedStory(row, byStory.get(row.story.id) ?? []));
}

/** Bans the story's author (never an admin, never oneself), signs them out and hides all their stories. */
async function banAuthor(tx: Executor, admin: UserRow, story: StoryRow): Promise<void> {
  if (story.userId === admin.id) throw conflict('You cannot ban your own account.');
  const author = await findUserById(tx, story.userId);
  if (!author) throw notFound('User not found');
  if (author.role === 'admin') throw conflict('An admin cannot be banned: remove their admin role first.');
  await setStoryHidden(tx, story.id, 'admin');
  await banUser(tx, author.id);
  await deleteUserSessions(tx, author.id);
  const hidden = await hideStoriesOf(tx, author.id);
  await recordAdminChange(tx, {
    admin,
    action: 'user.ban',
    targetType: 'user',
    targetId: author.id,
    before: userSnapshot(author),
    after: { ...userSnapshot(author), banned: true, reportedStoryId: story.id, storiesHidden: hidden.length + 1 },
  });
}

/**
 * An admin's decision on a reported (or hidden) story. Dismiss clears the open reports and shows
 * the story again; hide keeps it from readers; delete removes it; ban also suspends its author.
 */
export async function reviewReportedStory(
  db: Database,
  storage: BlobStore,
  admin: UserRow,
  storyId: string,
  action: ReportAction,
): Promise<ReportActionResult> {
  if (action === 'delete') {
    await deleteStoryAsAdmin(db, storage, admin, storyId);
    return { success: true, message: REVIEW_MESSAGES.delete };
  }
  await db.transaction(async (tx) => {
    const story = await lockStory(tx, storyId);
    if (!story) throw notFound('Story not found');
    const openReports = await countPendingReports(tx, story.id);
    if (openReports === 0 && !story.hiddenAt) throw conflict(NOTHING_TO_REVIEW);
    await markReportsReviewed(tx, story.id);
    if (action === 'ban') return banAuthor(tx, admin, story);
    const hiddenReason = action === 'hide' ? 'admin' : null;
    await setStoryHidden(tx, story.id, hiddenReason);
    await recordAdminChange(tx, {
      admin,
      action: action === 'hide' ? 'story.hide' : 'story.restore',
      targetType: 'story',
      targetId: story.id,
      before: { ...storySnapshot(story), openReports },
      after: { ...storySnapshot(story), hiddenReason, openReports: 0 },
    });
  });
  return { success: true, message: REVIEW_MESSAGES[action] };
}
