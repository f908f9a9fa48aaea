import { and, desc, eq, sql } from 'drizzle-orm';
import { READER_LIST_LIMIT, READING_PROGRESS_REFRESH_MS } from '#server/tuning';
import type { Executor } from '#server/db/client';
import { readingProgress, savedStories } from '#server/db/schema';

export async function insertSaved(db: Executor, userId: string, storyId: string): Promise<void> {
  await db.insert(savedStories).values({ userId, storyId }).onConflictDoNothing();
}

export async function deleteSaved(db: Executor, userId: string, storyId: string): Promise<void> {
  await db.delete(savedStories).where(and(eq(savedStories.userId, userId), eq(savedStories.storyId, storyId)));
}

/** The reader's reading list, most recently saved first. */
export async function findSavedStoryIds(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: savedStories.storyId })
    .from(savedStories)
    .where(eq(savedStories.userId, userId))
    .orderBy(desc(savedStories.createdAt))
    .limit(READER_LIST_LIMIT);
  return rows.map((row) => row.id);
}

/**
 * Keeps the reader's last chapter read of a story. The row is written only when the chapter
 * changes, or to refresh its time once in a while, so reading the same chapter again is a read.
 */
export async function upsertProgress(db: Executor, userId: string, storyId: string, chapterNumber: number) {
  await db
    .insert(readingProgress)
    .values({ userId, storyId, chapterNumber })
    .onConflictDoUpdate({
      target: [readingProgress.userId, readingProgress.storyId],
      set: { chapterNumber, readAt: sql`now()` },
      setWhere: sql`${readingProgress.chapterNumber} <> excluded.chapter_number
        or ${readingProgress.readAt} < now() - make_interval(secs => ${READING_PROGRESS_REFRESH_MS / 1000})`,
    });
}

/** The stories the reader read last, most recent first. */
export async function findRecentProgress(db: Executor, userId: string) {
  return db
    .select({
      storyId: readingProgress.storyId,
      chapterNumber: readingProgress.chapterNumber,
      readAt: readingProgress.readAt,
    })
    .from(readingProgress)
    .where(eq(readingProgress.userId, userId))
    .orderBy(desc(readingProgress.readAt))
    .limit(READER_LIST_LIMIT);
}
