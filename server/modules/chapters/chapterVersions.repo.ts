import { and, desc, eq, max } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { chapterVersions } from '#server/db/schema';
import type { ChapterRow } from './chapters.repo';

export type ChapterVersionRow = typeof chapterVersions.$inferSelect;

/** Keeps the version a ready chapter row holds before the row takes another. */
export async function keepVersion(tx: Executor, row: ChapterRow): Promise<void> {
  const kept = { content: row.content, choices: row.choices, memory: row.memory, createdAt: row.updatedAt };
  await tx
    .insert(chapterVersions)
    .values({ chapterId: row.id, version: row.version, ...kept })
    .onConflictDoUpdate({ target: [chapterVersions.chapterId, chapterVersions.version], set: kept });
}

export async function findKeptVersions(db: Executor, chapterId: string): Promise<ChapterVersionRow[]> {
  return db
    .select()
    .from(chapterVersions)
    .where(eq(chapterVersions.chapterId, chapterId))
    .orderBy(desc(chapterVersions.version));
}

export async function highestKeptVersion(tx: Executor, chapterId: string): Promise<number> {
  const [row] = await tx
    .select({ v: max(chapterVersions.version) })
    .from(chapterVersions)
    .where(eq(chapterVersions.chapterId, chapterId));
  return row?.v ?? 0;
}

/** Takes a kept version out of the table, for the chapter row to hold it. */
export async function takeKeptVersion(
  tx: Executor,
  chapterId: string,
  version: number,
): Promise<ChapterVersionRow | undefined> {
  const [row] = await tx
    .delete(chapterVersions)
    .where(and(eq(chapterVersions.chapterId, chapterId), eq(chapterVersions.version, version)))
    .returning();
  return row;
}
