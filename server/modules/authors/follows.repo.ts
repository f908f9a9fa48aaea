import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { READER_LIST_LIMIT } from '#server/tuning';
import type { Executor } from '#server/db/client';
import { authorFollows, chapters, stories, users } from '#server/db/schema';
import { isUuid } from '#server/db/uuid';

/** An author by id: only what their public page shows, never their email. */
export async function findAuthor(db: Executor, id: string): Promise<{ id: string; name: string } | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.bannedAt)))
    .limit(1);
  return row;
}

/** The author's public, shown stories whose chapter 1 is written, newest first. */
export async function findAuthorPublicStoryIds(db: Executor, authorId: string): Promise<string[]> {
  const rows = await db
    .select({ id: stories.id })
    .from(stories)
    .where(
      and(
        eq(stories.userId, authorId),
        sql`${stories.accessType} = 'public'`,
        isNull(stories.hiddenAt),
        sql`exists (select 1 from ${chapters} c where c.story_id = ${stories.id} and c.number = 1 and c.status = 'ready')`,
      ),
    )
    .orderBy(desc(stories.createdAt), desc(stories.id))
    .limit(READER_LIST_LIMIT);
  return rows.map((row) => row.id);
}

export async function countFollowers(db: Executor, authorId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(authorFollows).where(eq(authorFollows.authorId, authorId));
  return row?.n ?? 0;
}

export async function isFollowing(db: Executor, followerId: string | undefined, authorId: string): Promise<boolean> {
  if (!followerId) return false;
  const [row] = await db
    .select({ one: sql`1` })
    .from(authorFollows)
    .where(and(eq(authorFollows.followerId, followerId), eq(authorFollows.authorId, authorId)))
    .limit(1);
  return row !== undefined;
}

export async function insertFollow(db: Executor, followerId: string, authorId: string): Promise<void> {
  await db.insert(authorFollows).values({ followerId, authorId }).onConflictDoNothing();
}

export async function deleteFollow(db: Executor, followerId: string, authorId: string): Promise<void> {
  await db
    .delete(authorFollows)
    .where(and(eq(authorFollows.followerId, followerId), eq(authorFollows.authorId, authorId)));
}

/** The authors the reader follows, most recently followed first. */
export async function findFollowedAuthors(db: Executor, followerId: string) {
  return db
    .select({ id: users.id, name: users.name, followedAt: authorFollows.createdAt })
    .from(authorFollows)
    .innerJoin(users, eq(users.id, authorFollows.authorId))
    .where(and(eq(authorFollows.followerId, followerId), isNull(users.bannedAt)))
    .orderBy(desc(authorFollows.createdAt))
    .limit(READER_LIST_LIMIT);
}
