import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { preparedRead } from '#server/db/preparedRead';
import { chapters, chapterUnlocks } from '#server/db/schema';

export type ChapterRow = typeof chapters.$inferSelect;
export type NewChapterRow = typeof chapters.$inferInsert;

/** Postgres' unique_violation, whether the driver error arrives bare or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (e: unknown) => (e as { code?: unknown } | undefined)?.code;
  return code(error) === '23505' || code((error as { cause?: unknown } | undefined)?.cause) === '23505';
}

export async function insertChapter(tx: Executor, values: NewChapterRow): Promise<ChapterRow> {
  const [row] = await tx.insert(chapters).values(values).returning();
  return row;
}

const onMainPathOf = (storyId: unknown) => and(eq(chapters.storyId, storyId as string), eq(chapters.onMainPath, true));

const chaptersOfStory = preparedRead('chapters_of_story', (db) =>
  db
    .select()
    .from(chapters)
    .where(onMainPathOf(sql.placeholder('storyId')))
    .orderBy(asc(chapters.number)),
);

/** The chapters of the story's main path, chapter 1 first. */
export function findChapters(db: Executor, storyId: string): Promise<ChapterRow[]> {
  return chaptersOfStory(db).execute({ storyId });
}

/** Chapter `number` of the story's main path. */
export async function findChapter(db: Executor, storyId: string, number: number): Promise<ChapterRow | undefined> {
  const [row] = await db
    .select()
    .from(chapters)
    .where(and(onMainPathOf(storyId), eq(chapters.number, number)))
    .limit(1);
  return row;
}

export async function findChapterById(db: Executor, id: string): Promise<ChapterRow | undefined> {
  const [row] = await db.select().from(chapters).where(eq(chapters.id, id)).limit(1);
  return row;
}

/** The end of the story's main path. */
export async function findLastChapter(db: Executor, storyId: string): Promise<ChapterRow | undefined> {
  const [row] = await db.select().from(chapters).where(onMainPathOf(storyId)).orderBy(desc(chapters.number)).limit(1);
  return row;
}

export async function updateChapter(tx: Executor, id: string, values: Partial<NewChapterRow>): Promise<ChapterRow> {
  const [row] = await tx
    .update(chapters)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(chapters.id, id))
    .returning();
  return row;
}

const unlockedChapters = preparedRead('unlocked_chapters', (db) =>
  db
    .select({ id: chapterUnlocks.chapterId })
    .from(chapterUnlocks)
    .where(
      and(eq(chapterUnlocks.userId, sql.placeholder('userId')), eq(chapterUnlocks.storyId, sql.placeholder('storyId'))),
    ),
);

/** The ids of the story's nodes the user unlocked: an unlock holds on whichever path the node is. */
export async function findUnlockedIds(db: Executor, userId: string | undefined, storyId: string): Promise<Set<string>> {
  if (!userId) return new Set();
  const rows = await unlockedChapters(db).execute({ userId, storyId });
  return new Set(rows.map((r) => r.id));
}

/** Records an unlock; answers false when the user had already unlocked that chapter. */
export async function insertUnlock(tx: Executor, userId: string, chapter: ChapterRow): Promise<boolean> {
  const rows = await tx
    .insert(chapterUnlocks)
    .values({ userId, storyId: chapter.storyId, chapterId: chapter.id, chapterNumber: chapter.number })
    .onConflictDoNothing()
    .returning({ id: chapterUnlocks.chapterId });
  return rows.length > 0;
}

const unlocksOfUser = preparedRead('unlocks_of_user', (db) =>
  db
    .select({ storyId: chapterUnlocks.storyId, chapterNumber: chapterUnlocks.chapterNumber })
    .from(chapterUnlocks)
    .where(eq(chapterUnlocks.userId, sql.placeholder('userId')))
    .orderBy(asc(chapterUnlocks.createdAt)),
);

/** The current user carries their unlocks on every `me`. */
export function findUnlocksOfUser(db: Executor, userId: string) {
  return unlocksOfUser(db).execute({ userId });
}
