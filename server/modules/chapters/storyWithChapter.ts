import type { Chapter, Story } from '#common/contract';
import { notFound } from '#common/errors';
import type { Database } from '#server/db/client';
import { viewerOf } from '#server/policies/viewer';
import { findStoryView } from '../stories/stories.repo';
import { presentStory } from '../stories/story.presenter';
import type { UserRow } from '../users/users.repo';
import { presentChapter } from './chapter.presenter';
import type { ChapterRow } from './chapters.repo';

/** The answer to the owner's change of a chapter: the story as it is now, and that chapter. */
export async function storyWithChapter(
  db: Database,
  user: UserRow,
  storyId: string,
  chapter: ChapterRow,
): Promise<{ story: Story; chapter: Chapter }> {
  const view = await findStoryView(db, storyId, user.id);
  if (!view) throw notFound('Story not found');
  return { story: presentStory(view, viewerOf(user)), chapter: presentChapter(chapter, false) };
}
