import { and, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { BadgeId } from '#common/catalogue/badges';
import { READER_LIST_LIMIT } from '#server/tuning';
import type { Executor } from '#server/db/client';
import { authorFollows, notifications, stories, users } from '#server/db/schema';

/**
 * What a reader may still see: their own story's badge, or a followed author's story that is
 * still public and not hidden (a story made private later takes its notices with it).
 */
const stillVisible: SQL = or(
  eq(notifications.kind, 'badge_earned'),
  and(eq(stories.accessType, 'public'), isNull(stories.hiddenAt)),
) as SQL;

/** Tells each follower of the story's author about its chapter, if the story is public and shown; once per chapter. */
export async function insertFollowerNotices(tx: Executor, storyId: string, chapterNumber: number): Promise<void> {
  await tx
    .insert(notifications)
    .select(
      tx
        .select({
          id: sql`gen_random_uuid()`.as('id'),
          userId: authorFollows.followerId,
          kind: sql`${chapterNumber === 1 ? 'story_published' : 'story_continued'}`.as('kind'),
          storyId: stories.id,
          chapterNumber: sql`${chapterNumber}::int`.as('chapter_number'),
          badge: sql`null`.as('badge'),
          createdAt: sql`now()`.as('created_at'),
          readAt: sql`null::timestamptz`.as('read_at'),
        })
        .from(stories)
        .innerJoin(authorFollows, eq(authorFollows.authorId, stories.userId))
        .where(and(eq(stories.id, storyId), eq(stories.accessType, 'public'), isNull(stories.hiddenAt))),
    )
    .onConflictDoNothing();
}

export async function insertBadgeNotices(
  tx: Executor,
  authorId: string,
  storyId: string,
  badges: BadgeId[],
): Promise<void> {
  if (badges.length === 0) return;
  await tx
    .insert(notifications)
    .values(badges.map((badge) => ({ userId: authorId, kind: 'badge_earned' as const, storyId, badge })));
}

export async function findNotifications(db: Executor, userId: string) {
  return db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      storyId: notifications.storyId,
      storyTitle: stories.title,
      authorId: stories.userId,
      authorName: users.name,
      chapterNumber: notifications.chapterNumber,
      badge: notifications.badge,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .innerJoin(stories, eq(stories.id, notifications.storyId))
    .innerJoin(users, eq(users.id, stories.userId))
    .where(and(eq(notifications.userId, userId), stillVisible))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(READER_LIST_LIMIT);
}
export type NotificationRow = Awaited<ReturnType<typeof findNotifications>>[number];

export async function countUnread(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .innerJoin(stories, eq(stories.id, notifications.storyId))
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), stillVisible));
  return row?.n ?? 0;
}

/** Marks the reader's notifications read: all of them, or those among `ids`. */
export async function markRead(db: Executor, userId: string, ids: string[] | undefined): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === undefined ? undefined : inArray(notifications.id, ids),
      ),
    );
}
