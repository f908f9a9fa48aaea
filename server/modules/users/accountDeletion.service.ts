import type { Executor } from '#server/db/client';
import type { BlobStore } from '#server/providers/storage/port';
import { deleteBlobs, removeStories } from '../stories/storyRemoval.service';
import { assetsNarratedBy } from '#server/modules/narration/chapterNarrations.repo';
import { deleteUnreferencedAssets, lockStoriesOf } from '../stories/storyRemoval.repo';
import { findStoriesVotedBy, recountVotesOfStories } from '../votes/votes.repo';
import { deleteUserRow, lockUserRow } from './users.repo';

/**
 * Removes the user and everything of theirs: stories (with their chapters, votes, likes, unlocks,
 * plays and the narrations only they used), their own narrations of others' chapters, sessions (their tokens stop working), the likes and
 * votes they cast (the counters of those stories are recounted in the same transaction),
 * unlocks, badges and ledger. Runs in its own transaction, or as a savepoint of the caller's.
 * Blobs are deleted last. Callers stop a paid subscription first (cancelSubscriptionOfDeletedAccount).
 */
export async function deleteUserAndData(db: Executor, storage: BlobStore, userId: string): Promise<void> {
  const blobKeys = await db.transaction(async (tx) => {
    // Stories before the user: the order a like takes (story, then its author), so the two cannot deadlock.
    const own = await lockStoriesOf(tx, userId);
    await lockUserRow(tx, userId);
    const ownSet = new Set(own);
    const voted = (await findStoriesVotedBy(tx, userId)).filter((id) => !ownSet.has(id));
    const narrated = await assetsNarratedBy(tx, userId);
    const keys = await removeStories(tx, own);
    await deleteUserRow(tx, userId);
    await recountVotesOfStories(tx, voted);
    // Their narrations of other people's chapters went with the user row; the files nobody else has go too.
    return [...keys, ...(await deleteUnreferencedAssets(tx, narrated))];
  });
  await deleteBlobs(storage, blobKeys);
}
