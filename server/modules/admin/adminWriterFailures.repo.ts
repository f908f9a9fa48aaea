import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { afterKey, keyTime, type PageKey } from '#server/db/keyset';
import { chapters, providerFailures, stories } from '#server/db/schema';

const isWriter = eq(providerFailures.kind, 'writer');

/** One page of the writer's failures with their chapter and story (gone once deleted), newest first, one row more than asked. */
export async function listWriterFailures(db: Executor, limit: number, cursor: PageKey | undefined) {
  const rows = await db
    .select({
      failure: providerFailures,
      storyId: stories.id,
      storyTitle: stories.title,
      chapterNumber: chapters.number,
      at: keyTime(providerFailures.createdAt),
    })
    .from(providerFailures)
    .leftJoin(chapters, sql`${chapters.id}::text = ${providerFailures.reference}`)
    .leftJoin(stories, eq(stories.id, chapters.storyId))
    .where(and(isWriter, cursor && afterKey(providerFailures.createdAt, providerFailures.id, cursor)))
    .orderBy(desc(providerFailures.createdAt), desc(providerFailures.id))
    .limit(limit + 1);
  return rows.map(({ at, ...row }) => ({ ...row, cursor: { at, id: row.failure.id } }));
}

export type WriterFailureRecord = Awaited<ReturnType<typeof listWriterFailures>>[number];

export async function countWriterFailures(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(providerFailures).where(isWriter);
  return row?.n ?? 0;
}
