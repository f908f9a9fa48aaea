import type { Executor } from '#server/db/client';
import type { BlobStore } from '#server/providers/storage/port';
import { deleteStoryRows, deleteUnreferencedAssets, findAudioAssetsOf } from './storyRemoval.repo';

/**
 * Inside the caller's transaction: deletes the stories with everything hanging off them, and the
 * narration records only they used. Answers the blob keys to delete once the transaction commits.
 * A chapter still being written loses its row: its job stops at its next save, and nothing is refunded.
 */
export async function removeStories(tx: Executor, storyIds: string[]): Promise<string[]> {
  const assets = await findAudioAssetsOf(tx, storyIds);
  await deleteStoryRows(tx, storyIds);
  return deleteUnreferencedAssets(tx, assets);
}

/** After the commit: a blob that fails to go stays as an orphan file, which harms nobody. */
export async function deleteBlobs(storage: BlobStore, keys: string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.delete(key)));
}
