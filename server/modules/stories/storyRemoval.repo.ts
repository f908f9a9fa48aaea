import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { audioAssets, chapterNarrations, chapters, stories } from '#server/db/schema';

import { urlNamesAsset } from '../narration/audioUrl.repo';

const namesAsset = (url: unknown) => urlNamesAsset(url, audioAssets.id);

/** Locks the user's stories, in a fixed order, for the transaction that deletes them. */
export async function lockStoriesOf(tx: Executor, userId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: stories.id })
    .from(stories)
    .where(eq(stories.userId, userId))
    .orderBy(asc(stories.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** The narrations the stories' chapters (or the stories themselves) point at, readers' own included. */
export async function findAudioAssetsOf(tx: Executor, storyIds: string[]): Promise<string[]> {
  if (storyIds.length === 0) return [];
  const rows = await tx
    .select({ id: audioAssets.id })
    .from(audioAssets)
    .where(
      sql`exists (select 1 from ${chapters} c where c.story_id in ${storyIds} and ${namesAsset(sql`c.audio_url`)})
        or exists (select 1 from ${stories} s where s.id in ${storyIds} and ${namesAsset(sql`s.audio_url`)})
        or exists (select 1 from ${chapterNarrations} n join ${chapters} c on c.id = n.chapter_id
                   where c.story_id in ${storyIds} and n.asset_id = ${audioAssets.id})`,
    );
  return rows.map((row) => row.id);
}

/** Deletes the stories; chapters, likes, votes, unlocks and plays go with them (foreign keys cascade). */
export async function deleteStoryRows(tx: Executor, storyIds: string[]): Promise<void> {
  if (storyIds.length > 0) await tx.delete(stories).where(inArray(stories.id, storyIds));
}

/** Forgets the assets no remaining chapter, story or narration points at; answers their blob keys. */
export async function deleteUnreferencedAssets(tx: Executor, assetIds: string[]): Promise<string[]> {
  if (assetIds.length === 0) return [];
  const rows = await tx
    .delete(audioAssets)
    .where(
      and(
        inArray(audioAssets.id, assetIds),
        sql`not exists (select 1 from ${chapters} c where ${namesAsset(sql`c.audio_url`)})`,
        sql`not exists (select 1 from ${stories} s where ${namesAsset(sql`s.audio_url`)})`,
        sql`not exists (select 1 from ${chapterNarrations} n where n.asset_id = ${audioAssets.id})`,
      ),
    )
    .returning({ blobKey: audioAssets.blobKey });
  return rows.map((row) => row.blobKey);
}
