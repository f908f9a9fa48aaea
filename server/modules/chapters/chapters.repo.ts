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

const chaptersOfStory = preparedRead('chapters_of_story', (db) =>
  db
    .select()
    .from(chapters)
    .where(eq(chapters.storyId, sql.placeholder('storyId')))
    .orderBy(asc(chapters.number)),
);

export function findChapters(db: Executor, storyId: string): Promise<ChapterRow[]> {
  return chaptersOfStory(db).execute({ storyId });
}

export async function findChapter(db: Executor, storyId: string, number: number): Promise<ChapterRow | undefined> {
  const [row] = await db
    .select()
    .from(chapters)
    .where(and(eq(chapters.storyId, storyId), eq(chapters.number, number)))
    .limit(1);
  return row;
}

export async function findChapterById(db: Executor, id: string): Promise<ChapterRow | undefined> {
  const [row] = await db.select().from(chapters).where(eq(chapters.id, id)).limit(1);
  return row;
}

export async function findLastChapter(db: Executor, storyId: string): Promise<ChapterRow | undefined> {
  const [row] = await db
    .select()
    .from(chapters)
    .where(eq(chapters.storyId, storyId))
    .orderBy(desc(chapters.number))
    .limit(1);
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

const unlockedNumbers = preparedRead('unlocked_numbers', (db) =>
  db
    .select({ n: chapterUnlocks.chapterNumber })
    .from(chapterUnlocks)
    .where(
      and(eq(chapterUnlocks.userId, sql.placeholder('userId')), eq(chapterUnlocks.storyId, sql.placeholder('storyId'))),
    ),
);

export async function findUnlockedNumbers(
  db: Executor,
  userId: string | undefined,
  storyId: string,
): Promise<Set<number>> {
  if (!userId) return new Set();
  const rows = await unlockedNumbers(db).execute({ userId, storyId });
  return new Set(rows.map((r) => r.n));
}

/** Records an unlock; answers false when the user had already unlocked that chapter. */
export async function insertUnlock(
  tx: Executor,
  userId: string,
  storyId: string,
  chapterNumber: number,
): Promise<boolean> {
  const rows = await tx
    .insert(chapterUnlocks)
    .values({ userId, storyId, chapterNumber })
    .onConflictDoNothing()
    .returning({ n: chapterUnlocks.chapterNumber });
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
