import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client';
import { preparedRead } from '#server/db/preparedRead';
import { audioAssets, chapters, stories, storyPlays } from '#server/db/schema';
import { urlNamesAsset } from './audioUrl.repo';

export type AudioAssetRow = typeof audioAssets.$inferSelect;
export type NewAudioAssetRow = typeof audioAssets.$inferInsert;

/** The real duration of each narrated node of a story, by its id. */
const narratedDurations = preparedRead('narrated_durations', (db) =>
  db
    .select({ id: chapters.id, durationMs: audioAssets.durationMs })
    .from(chapters)
    .innerJoin(audioAssets, urlNamesAsset(chapters.audioUrl, audioAssets.id))
    .where(eq(chapters.storyId, sql.placeholder('storyId'))),
);

export async function findNarratedDurations(db: Executor, storyId: string): Promise<Map<string, number>> {
  const rows = await narratedDurations(db).execute({ storyId });
  return new Map(rows.map((row) => [row.id, row.durationMs]));
}

export async function findAsset(db: Executor, id: string): Promise<AudioAssetRow | undefined> {
  const [row] = await db.select().from(audioAssets).where(eq(audioAssets.id, id)).limit(1);
  return row;
}

/** Records a narration; another instance may have recorded the same one first, which is fine. */
export async function insertAsset(db: Executor, values: NewAudioAssetRow): Promise<void> {
  await db.insert(audioAssets).values(values).onConflictDoNothing();
}

/** Points the chapter (and, for chapter 1, its story) at the audio. */
export async function attachAudio(
  db: Database,
  chapter: { id: string; storyId: string; number: number },
  audioUrl: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(chapters).set({ audioUrl }).where(eq(chapters.id, chapter.id));
    if (chapter.number === 1) await tx.update(stories).set({ audioUrl }).where(eq(stories.id, chapter.storyId));
  });
}

/** Counts a play once per listener, story and day; answers the story's play count. */
export async function recordPlay(db: Database, storyId: string, listenerKey: string, day: string): Promise<number> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(storyPlays)
      .values({ storyId, listenerKey, day })
      .onConflictDoNothing()
      .returning({ day: storyPlays.day });
    const [story] = inserted.length
      ? await tx
          .update(stories)
          .set({ plays: sql`${stories.plays} + 1` })
          .where(eq(stories.id, storyId))
          .returning({ plays: stories.plays })
      : await tx.select({ plays: stories.plays }).from(stories).where(eq(stories.id, storyId));
    return story?.plays ?? 0;
  });
}
