import { REPORT_HIDE_THRESHOLD } from '#common/catalogue/limits';
import { ALREADY_REPORTED, REPORT_THANKS, type ReportResult, type ReportStoryBody } from '#common/contract';
import { conflict, notFound } from '#common/errors';
import type { Database } from '#server/db/client';
import { reportBlocker } from '#server/policies/story.policy';
import { viewerOf } from '#server/policies/viewer';
import { lockStory } from '../stories/stories.repo';
import type { UserRow } from '../users/users.repo';
import { countTrustedPendingReports, insertReport, setStoryHidden } from './reports.repo';

const STORY_NOT_FOUND = 'Story not found';

/**
 * A reader reports a story the story policy lets them report (reportBlocker). The story row is
 * locked, so concurrent reports count each other: the one that reaches the threshold of trusted
 * reports hides it, unless an admin already reviewed and kept it (then the reports only queue).
 */
export async function reportStory(
  db: Database,
  user: UserRow,
  storyId: string,
  body: ReportStoryBody,
  reporterMinAgeHours: number,
): Promise<ReportResult> {
  return db.transaction(async (tx) => {
    const story = await lockStory(tx, storyId);
    if (!story) throw notFound(STORY_NOT_FOUND);
    const subject = { ownerId: story.userId, accessType: story.accessType, hidden: story.hiddenAt !== null };
    const blocker = reportBlocker(viewerOf(user), subject);
    if (blocker) throw blocker;
    const added = await insertReport(tx, { storyId: story.id, userId: user.id, reason: body.reason, note: body.note });
    if (!added) throw conflict(ALREADY_REPORTED);
    if (story.keptAt) return { success: true, message: REPORT_THANKS };
    const joinedBy = new Date(Date.now() - reporterMinAgeHours * 60 * 60 * 1000);
    if ((await countTrustedPendingReports(tx, story.id, joinedBy)) >= REPORT_HIDE_THRESHOLD)
      await setStoryHidden(tx, story.id, 'reports');
    return { success: true, message: REPORT_THANKS };
  });
}
