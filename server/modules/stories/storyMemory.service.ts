import type { StoryMemory } from '#common/contract';
import { conflict } from '#common/errors';
import type { Database } from '#server/db/client';
import { authorize } from '#server/policies/story.policy';
import { viewerOf } from '#server/policies/viewer';
import { findLastChapter } from '../chapters/chapters.repo';
import type { UserRow } from '../users/users.repo';
import type { Moderator } from '#server/providers/moderation/port';
import { assertAllowed } from '../moderation/moderation.service';
import { updateStoryRow } from './stories.repo';
import { readableStory } from './stories.service';
import { onAuthorizedStory } from './storyEditing.service';
import { storySubject } from './story.presenter';

/** What the writer remembers of the story: the owner's to read. */
export async function getStoryMemory(db: Database, user: UserRow, storyId: string): Promise<StoryMemory> {
  const view = await readableStory(db, user, storyId);
  authorize(viewerOf(user), 'editMemory', storySubject(view));
  return { memory: view.story.memory };
}

/** The owner rewrites the memory; the next chapter is written from it. */
export async function saveStoryMemory(
  db: Database,
  moderator: Moderator,
  user: UserRow,
  storyId: string,
  body: StoryMemory,
): Promise<StoryMemory> {
  return onAuthorizedStory(
    db,
    user,
    storyId,
    'editMemory',
    async (tx, story) => {
      // A chapter being written rewrites the memory when it ends, which would silently drop this edit.
      if ((await findLastChapter(tx, story.id))?.status === 'writing')
        throw conflict('A chapter of this story is still being written: edit the memory once it is finished');
      await updateStoryRow(tx, story.id, { memory: body.memory });
      return { memory: body.memory };
    },
    () => assertAllowed(moderator, [body.memory]),
  );
}
