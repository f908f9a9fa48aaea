import type { AdminDeleteResult, AdminStoriesQuery, AdminStory, AdminVisibilityResult } from '#common/contract';
import { notFound } from '#common/errors';
import { switchVisibility } from '#common/rules/visibility';
import type { Database } from '#server/db/client';
import type { BlobStore } from '#server/providers/storage/port';
import { decodeCursor } from '#server/db/keyset';
import { lockStory } from '../stories/stories.repo';
import { deleteBlobs, removeStories } from '../stories/storyRemoval.service';
import type { UserRow } from '../users/users.repo';
import { presentAdminStory } from './admin.presenter';
import { countAdminStories, listAdminStories, setStoryAccess } from './adminStories.repo';
import { recordAdminChange, storySnapshot } from './adminAudit.repo';
import { toPage, type Page } from './paging';

const STORY_NOT_FOUND = 'Story not found';

export async function listStories(db: Database, query: AdminStoriesQuery): Promise<Page<AdminStory>> {
  const cursor = decodeCursor(query.cursor);
  const [rows, total] = await Promise.all([listAdminStories(db, query, cursor), countAdminStories(db, query)]);
  return toPage(rows, query.limit, total, presentAdminStory);
}

/** Admins may hide or show any story, whatever their own plan (the premium rule binds authors, not moderators). */
export async function setStoryVisibility(
  db: Database,
  admin: UserRow,
  id: string,
  isPublic: boolean,
): Promise<AdminVisibilityResult> {
  return db.transaction(async (tx) => {
    const before = await lockStory(tx, id);
    if (!before) throw notFound(STORY_NOT_FOUND);
    // Showing a hidden story restores its published access (Exclusive stays Exclusive).
    const access = switchVisibility(before, isPublic);
    if (access.accessType !== before.accessType) {
      const after = await setStoryAccess(tx, id, access);
      await recordAdminChange(tx, {
        admin,
        action: 'story.visibility',
        targetType: 'story',
        targetId: id,
        before: storySnapshot(before),
        after: storySnapshot(after),
      });
    }
    return { isPublic, accessType: access.accessType, message: `The story is now ${isPublic ? 'public' : 'private'}.` };
  });
}

/** Deletes the story as its author's deletion does (chapters, votes, narrations); the blobs go after the commit. */
export async function deleteStoryAsAdmin(
  db: Database,
  storage: BlobStore,
  admin: UserRow,
  id: string,
): Promise<AdminDeleteResult> {
  const blobKeys = await db.transaction(async (tx) => {
    const story = await lockStory(tx, id);
    if (!story) throw notFound(STORY_NOT_FOUND);
    await recordAdminChange(tx, {
      admin,
      action: 'story.delete',
      targetType: 'story',
      targetId: id,
      before: storySnapshot(story),
      after: null,
    });
    return removeStories(tx, [id]);
  });
  await deleteBlobs(storage, blobKeys);
  return { success: true, message: 'Story deleted successfully' };
}
