import { eq, inArray, sql } from 'drizzle-orm';
import type { BadgeId } from '#common/catalogue';
import type { Executor } from '#server/db/client';
import { stories, storyLikes, storyVotes, userBadges, users } from '#server/db/schema';

/** Records the badge; false when the user already held it (or a concurrent award got there first). */
export async function insertUserBadge(tx: Executor, userId: string, badgeId: BadgeId): Promise<boolean> {
  const rows = await tx
    .insert(userBadges)
    .values({ userId, badgeId })
    .onConflictDoNothing()
    .returning({ badgeId: userBadges.badgeId });
  return rows.length > 0;
}

/** Each user's badges. */
export async function findBadgeIdsOfUsers(db: Executor, userIds: string[]): Promise<Map<string, BadgeId[]>> {
  const byUser = new Map<string, BadgeId[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ userId: userBadges.userId, badgeId: userBadges.badgeId })
    .from(userBadges)
    .where(inArray(userBadges.userId, [...new Set(userIds)]));
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.badgeId]);
  return byUser;
}

export interface Reception {
  likes: number;
  upvotes: number;
  downvotes: number;
}

/** Likes and votes the author's stories received from other people (their own clicks do not count). */
export async function findReception(tx: Executor, authorId: string): Promise<Reception> {
  const own = (table: typeof storyLikes | typeof storyVotes, value?: number) => sql`(
    select count(*) from ${table} x join ${stories} s on s.id = x.story_id
    where x.user_id = ${authorId} and s.user_id = ${authorId} ${value === undefined ? sql`` : sql`and x.value = ${value}`})`;
  const [row] = await tx
    .select({
      likes: sql<number>`(coalesce(sum(${stories.likes}), 0) - ${own(storyLikes)})::int`,
      upvotes: sql<number>`(coalesce(sum(${stories.upvotes}), 0) - ${own(storyVotes, 1)})::int`,
      downvotes: sql<number>`(coalesce(sum(${stories.downvotes}), 0) - ${own(storyVotes, -1)})::int`,
    })
    .from(stories)
    .where(eq(stories.userId, authorId));
  return row;
}

/** Premium days start from now, or from the end of the days already earned. */
export async function extendPremium(tx: Executor, userId: string, days: number): Promise<void> {
  await tx
    .update(users)
    .set({
      premiumUntil: sql`greatest(now(), coalesce(${users.premiumUntil}, now())) + make_interval(days => ${days})`,
    })
    .where(eq(users.id, userId));
}
