import { ACCESS_REFUSALS } from '#common/catalogue/access';
import type { Story, UpdateStoryBody } from '#common/contract';
import { ApiError, conflict, notFound } from '#common/errors';
import { canCreateWithAccess, isAdmin, isPublicAccess, type Viewer } from '#common/rules/access';
import { switchVisibility, type AccessState } from '#common/rules/visibility';
import type { Database, Executor } from '#server/db/client';
import { authorize, type StoryAction } from '#server/policies/story.policy';
import { viewerOf } from '#server/policies/viewer';
import type { Moderator } from '#server/providers/moderation/port';
import type { BlobStore } from '#server/providers/storage/port';
import { findChapter, updateChapter } from '../chapters/chapters.repo';
import { assertAllowed } from '../moderation/moderation.service';
import type { UserRow } from '../users/users.repo';
import { lockStory, updateStoryRow, type StoryRow } from './stories.repo';
import { getStory, readableStory } from './stories.service';
import { deleteBlobs, removeStories } from './storyRemoval.service';
import { storySubject } from './story.presenter';

const VISIBILITY_SAVED_MESSAGE = 'Visibility settings have been saved.';
const STORY_DELETED_MESSAGE = 'Your story has been permanently removed.';

/**
 * The access a visibility switch leads to: going public restores the story's published access;
 * going private needs a premium plan, except for admins.
 */
function accessAfterSwitch(viewer: Viewer, story: AccessState, isPublic: boolean): AccessState {
  const next = switchVisibility(story, isPublic);
  if (next.accessType === 'private' && story.accessType !== 'private' && !isAdmin(viewer)) {
    if (!canCreateWithAccess(viewer?.tier ?? 0, 'private'))
      throw new ApiError('PREMIUM_REQUIRED', ACCESS_REFUSALS.private);
  }
  return next;
}

/**
 * Runs the change on the locked story once the user is known to be allowed the action. `vet`
 * (content checks) runs between the two: costly work only for someone allowed to ask for it.
 */
export async function onAuthorizedStory<T>(
  db: Database,
  user: UserRow,
  storyId: string,
  action: StoryAction,
  change: (tx: Executor, story: StoryRow) => Promise<T>,
  vet?: () => Promise<void>,
) {
  const view = await readableStory(db, user, storyId);
  authorize(viewerOf(user), action, storySubject(view));
  await vet?.();
  return db.transaction(async (tx) => {
    const story = await lockStory(tx, view.story.id);
    if (!story) throw notFound('Story not found');
    return change(tx, story);
  });
}

/** Saves the title and the text of chapter 1 (the story's content), and the visibility when sent. */
export async function updateStory(
  db: Database,
  moderator: Moderator,
  user: UserRow,
  storyId: string,
  body: UpdateStoryBody,
): Promise<Story> {
  const viewer = viewerOf(user);
  const vet = () => assertAllowed(moderator, [body.title, body.content]);
  await onAuthorizedStory(
    db,
    user,
    storyId,
    'edit',
    async (tx, story) => {
      const opening = await findChapter(tx, story.id, 1);
      if (opening?.status !== 'ready') {
        throw conflict(
          opening?.status === 'failed'
            ? 'The first chapter could not be written: retry it before editing'
            : 'The first chapter is still being written',
        );
      }
      const access = body.isPublic === undefined ? story : accessAfterSwitch(viewer, story, body.isPublic);
      // New words need a new narration: the old audio no longer matches the text.
      const textChanged = opening.content !== body.content;
      await updateChapter(tx, opening.id, textChanged ? { content: body.content, audioUrl: null } : {});
      await updateStoryRow(tx, story.id, {
        title: body.title,
        accessType: access.accessType,
        publishedAccessType: access.publishedAccessType,
        ...(textChanged ? { audioUrl: null } : {}),
      });
    },
    vet,
  );
  return getStory(db, user, storyId);
}

export async function changeVisibility(db: Database, user: UserRow, storyId: string, isPublic: boolean) {
  const viewer = viewerOf(user);
  return onAuthorizedStory(db, user, storyId, 'changeVisibility', async (tx, story) => {
    const { accessType, publishedAccessType } = accessAfterSwitch(viewer, story, isPublic);
    if (accessType !== story.accessType) await updateStoryRow(tx, story.id, { accessType, publishedAccessType });
    return { isPublic: isPublicAccess(accessType), accessType, message: VISIBILITY_SAVED_MESSAGE };
  });
}

export async function deleteStory(db: Database, storage: BlobStore, user: UserRow, storyId: string) {
  const blobKeys = await onAuthorizedStory(db, user, storyId, 'delete', (tx, story) => removeStories(tx, [story.id]));
  await deleteBlobs(storage, blobKeys);
  return { success: true as const, message: STORY_DELETED_MESSAGE };
}
