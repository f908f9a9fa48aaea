import { and, asc, count, eq, inArray, not } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { chapters, chapterVersions, type ChapterStep } from '#server/db/schema';
import type { ChapterRow } from './chapters.repo';
import { pathTo } from './storyTree';

/** Every node of the story's tree, shallowest first, then oldest first. */
export function findNodes(db: Executor, storyId: string): Promise<ChapterRow[]> {
  return db
    .select()
    .from(chapters)
    .where(eq(chapters.storyId, storyId))
    .orderBy(asc(chapters.number), asc(chapters.createdAt));
}

/** The child written for this step under `parentId`, if it was taken before. */
export async function findChild(
  db: Executor,
  parentId: string,
  step: { kind: ChapterStep; text: string },
): Promise<ChapterRow | undefined> {
  const [row] = await db
    .select()
    .from(chapters)
    .where(and(eq(chapters.parentId, parentId), eq(chapters.viaKind, step.kind), eq(chapters.viaText, step.text)))
    .limit(1);
  return row;
}

/** How many versions of each node are kept besides the one its row holds. */
export async function countKeptVersions(db: Executor, storyId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: chapterVersions.chapterId, n: count() })
    .from(chapterVersions)
    .innerJoin(chapters, eq(chapters.id, chapterVersions.chapterId))
    .where(eq(chapters.storyId, storyId))
    .groupBy(chapterVersions.chapterId);
  return new Map(rows.map((row) => [row.id, row.n]));
}

/**
 * Makes `ids` the story's main path. Nodes leave it before others join it: the main path holds one
 * node per number at every moment, as its unique index requires.
 */
export async function setMainPath(tx: Executor, storyId: string, ids: string[]): Promise<void> {
  const now = new Date();
  await tx
    .update(chapters)
    .set({ onMainPath: false, updatedAt: now })
    .where(and(eq(chapters.storyId, storyId), eq(chapters.onMainPath, true), not(inArray(chapters.id, ids))));
  await tx
    .update(chapters)
    .set({ onMainPath: true, updatedAt: now })
    .where(and(eq(chapters.storyId, storyId), eq(chapters.onMainPath, false), inArray(chapters.id, ids)));
}

export async function deleteNodes(tx: Executor, ids: string[]): Promise<void> {
  await tx.delete(chapters).where(inArray(chapters.id, ids));
}

/** The chapters before this node on its own path, chapter 1 first: what the writer reads before writing it. */
export async function findEarlierChapters(db: Executor, node: ChapterRow): Promise<ChapterRow[]> {
  return (pathTo(await findNodes(db, node.storyId), node.id) ?? []).slice(0, -1);
}
