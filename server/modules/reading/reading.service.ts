import type { ContinueReadingItem, ListedStory } from '#common/contract';
import { notFound } from '#common/errors';
import { canReadStory } from '#common/rules/access';
import type { Database, Executor } from '#server/db/client';
import { isUuid } from '#server/db/uuid';
import { viewerOf } from '#server/policies/viewer';
import { findStoryViews, type StoryView } from '../stories/stories.repo';
import { readableStory } from '../stories/stories.service';
import { presentStoryCard, storySubject } from '../stories/story.presenter';
import type { UserRow } from '../users/users.repo';
import { deleteSaved, findRecentProgress, findSavedStoryIds, insertSaved, upsertProgress } from './reading.repo';

/** The views among `ids` this reader may still read (a story made private or hidden drops out). */
async function readableViews(db: Database, user: UserRow, ids: string[]): Promise<StoryView[]> {
  const viewer = viewerOf(user);
  const views = await findStoryViews(db, ids, user.id, { lean: true });
  return views.filter((view) => canReadStory(viewer, storySubject(view)));
}

/** Saves a story the reader may read to their reading list, or takes it off (whether or not it is still readable). */
export async function setSaved(db: Database, user: UserRow, storyId: string, saved: boolean) {
  if (saved) {
    const { story } = await readableStory(db, user, storyId);
    await insertSaved(db, user.id, story.id);
  } else {
    if (!isUuid(storyId)) throw notFound('Story not found');
    await deleteSaved(db, user.id, storyId);
  }
  return { saved };
}

export async function listSaved(db: Database, user: UserRow): Promise<ListedStory[]> {
  const views = await readableViews(db, user, await findSavedStoryIds(db, user.id));
  return views.map((view) => presentStoryCard(view));
}

/** Another author's stories the reader has read, latest first, except those concluded and read to the end. */
export async function listContinueReading(db: Database, user: UserRow): Promise<ContinueReadingItem[]> {
  const progress = await findRecentProgress(db, user.id);
  const views = await readableViews(
    db,
    user,
    progress.map((row) => row.storyId),
  );
  const byId = new Map(views.map((view) => [view.story.id, view]));
  return progress.flatMap(({ storyId, chapterNumber, readAt }) => {
    const view = byId.get(storyId);
    if (!view || (view.story.isConcluded && chapterNumber >= view.chapterCount)) return [];
    return [{ story: presentStoryCard(view), chapterNumber, readAt: readAt.toISOString() }];
  });
}

/** Where a reader (not the author) got to in someone else's story: the furthest chapter they may read. */
export async function recordReading(
  db: Executor,
  user: UserRow | undefined,
  view: StoryView,
  chapterNumber: number,
): Promise<void> {
  if (!user || user.id === view.story.userId || chapterNumber < 1) return;
  await upsertProgress(db, user.id, view.story.id, chapterNumber);
}
