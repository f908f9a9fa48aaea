import type { EditChapterBody } from '#common/contract';
import { conflict, notFound } from '#common/errors';
import type { Database } from '#server/db/client';
import { viewerOf } from '#server/policies/viewer';
import type { Moderator } from '#server/providers/moderation/port';
import { assertAllowed } from '../moderation/moderation.service';
import { findStoryView, updateStoryRow } from '../stories/stories.repo';
import { onAuthorizedStory } from '../stories/storyEditing.service';
import { presentStory } from '../stories/story.presenter';
import type { UserRow } from '../users/users.repo';
import { presentChapter } from './chapter.presenter';
import { findChapter, updateChapter } from './chapters.repo';

const NOT_EDITABLE = {
  writing: 'This chapter is still being written',
  failed: 'This chapter could not be written: regenerate it before editing',
} as const;

/** The owner replaces a chapter's text with their own; its narration no longer matches, so it goes. */
export async function editChapter(
  db: Database,
  moderator: Moderator,
  user: UserRow,
  storyId: string,
  chapterNumber: number,
  body: EditChapterBody,
) {
  const chapter = await onAuthorizedStory(
    db,
    user,
    storyId,
    'editChapter',
    async (tx, story) => {
      const found = await findChapter(tx, story.id, chapterNumber);
      if (!found) throw notFound('Chapter not found');
      if (found.status !== 'ready') throw conflict(NOT_EDITABLE[found.status]);
      if (found.content === body.content) return found;
      if (found.number === 1) await updateStoryRow(tx, story.id, { audioUrl: null });
      return updateChapter(tx, found.id, { content: body.content, audioUrl: null });
    },
    () => assertAllowed(moderator, [body.content]),
  );
  const view = await findStoryView(db, storyId, user.id);
  if (!view) throw notFound('Story not found');
  return { story: presentStory(view, viewerOf(user)), chapter: presentChapter(chapter, false) };
}
