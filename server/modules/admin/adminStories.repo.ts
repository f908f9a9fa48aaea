import { count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { LIST_EXCERPT_CHARS } from '#common/catalogue/limits';
import type { AccessState } from '#common/rules/visibility';
import type { AdminStoriesQuery } from '#common/contract';
import type { Executor } from '#server/db/client';
import { afterKey, keyTime, type PageKey } from '#server/db/keyset';
import { allOf, containsAny } from '#server/db/filters';
import { chapters, stories, users } from '#server/db/schema';
import { firstChapterText, type StoryRow } from '../stories/stories.repo';

export interface AdminStoryRecord {
  story: StoryRow;
  ownerName: string;
  /** The start of chapter 1, enough for its excerpt. */
  opening: string;
  contentLength: number;
  chapterCount: number;
  cursor: PageKey;
}

function matching(query: AdminStoriesQuery): SQL | undefined {
  return allOf(
    containsAny([stories.title, users.name], query.q),
    query.visibility === 'all'
      ? undefined
      : query.visibility === 'private'
        ? eq(stories.accessType, 'private')
        : ne(stories.accessType, 'private'),
  );
}

/** One page of stories with their authors, newest first, fetching one row more than asked. */
export async function listAdminStories(
  db: Executor,
  query: AdminStoriesQuery,
  cursor: PageKey | undefined,
): Promise<AdminStoryRecord[]> {
  const rows = await db
    .select({
      story: stories,
      ownerName: users.name,
      opening: sql<string>`coalesce(left(${firstChapterText}, ${LIST_EXCERPT_CHARS + 1}), '')`,
      contentLength: sql<number>`coalesce(char_length(${firstChapterText}), 0)::int`,
      chapterCount: sql<number>`(select count(*) from ${chapters} c where c.story_id = ${stories.id})::int`,
      at: keyTime(stories.createdAt),
    })
    .from(stories)
    .innerJoin(users, eq(users.id, stories.userId))
    .where(allOf(matching(query), cursor && afterKey(stories.createdAt, stories.id, cursor)))
    .orderBy(desc(stories.createdAt), desc(stories.id))
    .limit(query.limit + 1);
  return rows.map(({ at, ...row }) => ({ ...row, cursor: { at, id: row.story.id } }));
}

export async function countAdminStories(db: Executor, query: AdminStoriesQuery): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(stories)
    .innerJoin(users, eq(users.id, stories.userId))
    .where(matching(query));
  return row?.n ?? 0;
}

export async function setStoryAccess(tx: Executor, id: string, access: AccessState): Promise<StoryRow> {
  const [row] = await tx
    .update(stories)
    .set({ ...access, updatedAt: new Date() })
    .where(eq(stories.id, id))
    .returning();
  return row;
}
