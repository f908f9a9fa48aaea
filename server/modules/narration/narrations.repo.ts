import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { audioAssets, chapterNarrations, chapters } from '#server/db/schema';

/** The user chose this narration of the chapter (again): from now on it is the one they hear. */
export async function recordNarration(db: Executor, chapterId: string, userId: string, assetId: string) {
  await db
    .insert(chapterNarrations)
    .values({ chapterId, userId, assetId })
    .onConflictDoUpdate({
      target: [chapterNarrations.chapterId, chapterNarrations.userId, chapterNarrations.assetId],
      set: { chosenAt: sql`now()` },
    });
}

export async function hasNarration(db: Executor, chapterId: string, userId: string, assetId: string) {
  const [row] = await db
    .select({ one: sql`1` })
    .from(chapterNarrations)
    .where(
      and(
        eq(chapterNarrations.chapterId, chapterId),
        eq(chapterNarrations.userId, userId),
        eq(chapterNarrations.assetId, assetId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The user's narrations of the chapter whose audio is stored (not still being made, not failed), latest first. */
export function storedNarrations(db: Executor, chapterId: string, userId: string) {
  return db
    .select({ assetId: chapterNarrations.assetId, voiceId: audioAssets.voiceId })
    .from(chapterNarrations)
    .innerJoin(audioAssets, eq(audioAssets.id, chapterNarrations.assetId))
    .where(and(eq(chapterNarrations.chapterId, chapterId), eq(chapterNarrations.userId, userId)))
    .orderBy(desc(chapterNarrations.chosenAt));
}

/** Enough chapters to find one a listener may read, however widely an asset is shared. */
const OFFERING_CHAPTERS_LIMIT = 20;

/**
 * The chapters through which a listener may reach an asset: those they narrated with it, and those
 * whose owner shows it (the owner's narration is recorded too, so the index on asset_id finds both).
 */
export async function chaptersOfferingAsset(
  db: Executor,
  assetId: string,
  audioUrl: string,
  userId: string | undefined,
): Promise<Array<{ storyId: string; number: number }>> {
  return db
    .selectDistinct({ storyId: chapters.storyId, number: chapters.number })
    .from(chapterNarrations)
    .innerJoin(chapters, eq(chapters.id, chapterNarrations.chapterId))
    .where(
      and(
        eq(chapterNarrations.assetId, assetId),
        // Access is checked on the main path's chapter of that number, so only its own narration counts.
        eq(chapters.onMainPath, true),
        or(eq(chapters.audioUrl, audioUrl), userId ? eq(chapterNarrations.userId, userId) : undefined),
      ),
    )
    .limit(OFFERING_CHAPTERS_LIMIT);
}

/** Every asset the user's narrations name, whatever the chapter. */
export async function assetsNarratedBy(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ assetId: chapterNarrations.assetId })
    .from(chapterNarrations)
    .where(eq(chapterNarrations.userId, userId));
  return rows.map((row) => row.assetId);
}
