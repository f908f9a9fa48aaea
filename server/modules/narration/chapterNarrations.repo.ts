import { and, desc, eq, exists, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { AccessType } from '#common/catalogue/access';
import type { Executor } from '#server/db/client';
import { audioAssets, chapterNarrations, chapterUnlocks, chapters, stories } from '#server/db/schema';

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

/** The narration of the chapter the user chose last, and whether its audio is stored yet. */
export async function latestNarration(db: Executor, chapterId: string, userId: string) {
  const [row] = await db
    .select({ assetId: chapterNarrations.assetId, storedId: audioAssets.id })
    .from(chapterNarrations)
    .leftJoin(audioAssets, eq(audioAssets.id, chapterNarrations.assetId))
    .where(and(eq(chapterNarrations.chapterId, chapterId), eq(chapterNarrations.userId, userId)))
    .orderBy(desc(chapterNarrations.chosenAt))
    .limit(1);
  return row && { assetId: row.assetId, stored: row.storedId !== null };
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

/**
 * Whether the listener may reach an asset through any chapter that uses it: one they narrated with
 * it, or one whose owner shows it, which they may read now (owner, or a listed story of an access
 * their tier reads, and chapter 1 or one they unlocked). One EXISTS over every such chapter, found
 * through the index on asset_id, however many copies share the audio.
 */
export async function mayReachAsset(
  db: Executor,
  assetId: string,
  audioUrl: string,
  listener: { userId: string | undefined; readableAccessTypes: AccessType[] },
): Promise<boolean> {
  const { userId, readableAccessTypes } = listener;
  const isOwner = userId ? eq(stories.userId, userId) : sql`false`;
  const unlocked = userId
    ? exists(
        db
          .select({ one: sql`1` })
          .from(chapterUnlocks)
          .where(
            and(
              eq(chapterUnlocks.userId, userId),
              eq(chapterUnlocks.storyId, stories.id),
              eq(chapterUnlocks.chapterNumber, chapters.number),
            ),
          ),
      )
    : sql`false`;
  const [row] = await db
    .select({ one: sql`1` })
    .from(chapterNarrations)
    .innerJoin(chapters, eq(chapters.id, chapterNarrations.chapterId))
    .innerJoin(stories, eq(stories.id, chapters.storyId))
    .where(
      and(
        eq(chapterNarrations.assetId, assetId),
        // Access is checked on the main path's chapter of that number, so only its own narration counts.
        eq(chapters.onMainPath, true),
        or(eq(chapters.audioUrl, audioUrl), userId ? eq(chapterNarrations.userId, userId) : undefined),
        or(isOwner, and(isNull(stories.hiddenAt), inArray(stories.accessType, readableAccessTypes))),
        or(lte(chapters.number, 1), isOwner, unlocked),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Every asset the user's narrations name, whatever the chapter. */
export async function assetsNarratedBy(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ assetId: chapterNarrations.assetId })
    .from(chapterNarrations)
    .where(eq(chapterNarrations.userId, userId));
  return rows.map((row) => row.assetId);
}
