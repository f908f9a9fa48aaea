import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { stories, storyLikes, storyVotes } from '#server/db/schema';

/** Removes the user's like; false when there was none. */
export async function deleteLike(tx: Executor, storyId: string, userId: string): Promise<boolean> {
  const rows = await tx
    .delete(storyLikes)
    .where(and(eq(storyLikes.storyId, storyId), eq(storyLikes.userId, userId)))
    .returning({ userId: storyLikes.userId });
  return rows.length > 0;
}

export async function insertLike(tx: Executor, storyId: string, userId: string): Promise<void> {
  await tx.insert(storyLikes).values({ storyId, userId }).onConflictDoNothing();
}

export async function findVote(tx: Executor, storyId: string, userId: string): Promise<number> {
  const [row] = await tx
    .select({ value: storyVotes.value })
    .from(storyVotes)
    .where(and(eq(storyVotes.storyId, storyId), eq(storyVotes.userId, userId)));
  return row?.value ?? 0;
}

export async function setVote(tx: Executor, storyId: string, userId: string, value: number): Promise<void> {
  if (value === 0) {
    await tx.delete(storyVotes).where(and(eq(storyVotes.storyId, storyId), eq(storyVotes.userId, userId)));
    return;
  }
  await tx
    .insert(storyVotes)
    .values({ storyId, userId, value })
    .onConflictDoUpdate({ target: [storyVotes.storyId, storyVotes.userId], set: { value } });
}

/** Each story's counters, computed from the rows themselves so they can never drift or go negative. */
const recounted = {
  likes: sql<number>`(select count(*) from ${storyLikes} where ${storyLikes.storyId} = ${stories.id})::int`,
  upvotes: sql<number>`(select count(*) from ${storyVotes} where ${storyVotes.storyId} = ${stories.id} and ${storyVotes.value} = 1)::int`,
  downvotes: sql<number>`(select count(*) from ${storyVotes} where ${storyVotes.storyId} = ${stories.id} and ${storyVotes.value} = -1)::int`,
};

export async function recountStoryVotes(tx: Executor, storyId: string) {
  const [row] = await tx
    .update(stories)
    .set(recounted)
    .where(eq(stories.id, storyId))
    .returning({ likes: stories.likes, upvotes: stories.upvotes, downvotes: stories.downvotes });
  return row;
}

export async function recountVotesOfStories(tx: Executor, storyIds: string[]): Promise<void> {
  if (storyIds.length > 0) await tx.update(stories).set(recounted).where(inArray(stories.id, storyIds));
}

/** The stories a user liked or voted on. */
export async function findStoriesVotedBy(tx: Executor, userId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: storyLikes.storyId })
    .from(storyLikes)
    .where(eq(storyLikes.userId, userId))
    .union(tx.select({ id: storyVotes.storyId }).from(storyVotes).where(eq(storyVotes.userId, userId)));
  return rows.map((row) => row.id);
}
