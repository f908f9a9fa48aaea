import type { Database, Executor } from '#server/db/client';
import { awardReceptionBadges } from '../badges/badges.service';
import { insertBadgeNotices } from '../notifications/notifications.repo';
import { lockStory, type StoryRow } from '../stories/stories.repo';
import { readableStory } from '../stories/stories.service';
import type { UserRow } from '../users/users.repo';
import { deleteLike, findVote, insertLike, recountStoryVotes, setVote } from './votes.repo';

/**
 * Each toggle runs with the story row locked, so concurrent clicks on one story apply one after
 * another and the recounted totals always match the rows.
 */
async function onLockedStory<T>(
  db: Database,
  user: UserRow,
  storyId: string,
  change: (tx: Executor, story: StoryRow) => Promise<T>,
) {
  const { story } = await readableStory(db, user, storyId);
  return db.transaction(async (tx) => {
    await lockStory(tx, story.id);
    return change(tx, story);
  });
}

/**
 * Likes and votes can earn the author a badge; withdrawing one never takes a badge back. A like that
 * earns one tells the author.
 */
export function toggleLike(db: Database, user: UserRow, storyId: string) {
  return onLockedStory(db, user, storyId, async (tx, { id, userId: authorId }) => {
    const hadLiked = await deleteLike(tx, id, user.id);
    if (!hadLiked) await insertLike(tx, id, user.id);
    const counts = await recountStoryVotes(tx, id);
    if (!hadLiked) await insertBadgeNotices(tx, authorId, id, await awardReceptionBadges(tx, authorId));
    return { hasLiked: !hadLiked, likes: counts.likes };
  });
}

/** Upvote (1) or downvote (-1): the same vote again withdraws it; the other one replaces it. */
export function toggleVote(db: Database, user: UserRow, storyId: string, value: 1 | -1) {
  return onLockedStory(db, user, storyId, async (tx, { id, userId: authorId }) => {
    const next = (await findVote(tx, id, user.id)) === value ? 0 : value;
    await setVote(tx, id, user.id, next);
    const counts = await recountStoryVotes(tx, id);
    await awardReceptionBadges(tx, authorId);
    return { hasUpvoted: next === 1, hasDownvoted: next === -1, upvotes: counts.upvotes, downvotes: counts.downvotes };
  });
}
