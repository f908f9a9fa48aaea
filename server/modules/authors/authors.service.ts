import type { Author, FollowingResponse, FollowResponse } from '#common/contract';
import { badRequest, notFound } from '#common/errors';
import type { Database } from '#server/db/client';
import { findBadgeIdsOfUsers } from '../badges/badges.repo';
import { presentBadges } from '../badges/badge.presenter';
import { findStoryViews } from '../stories/stories.repo';
import { authorName, presentStoryCard } from '../stories/story.presenter';
import type { UserRow } from '../users/users.repo';
import {
  countFollowers,
  deleteFollow,
  findAuthor,
  findAuthorPublicStoryIds,
  findFollowedAuthors,
  insertFollow,
  isFollowing,
} from './follows.repo';

async function existingAuthor(db: Database, authorId: string) {
  const author = await findAuthor(db, authorId);
  if (!author) throw notFound('Author not found');
  return author;
}

/** An author's public page: name, badges, followers and public stories, as any visitor may see them. */
export async function getAuthor(db: Database, viewer: UserRow | undefined, authorId: string): Promise<Author> {
  const author = await existingAuthor(db, authorId);
  const [storyIds, badges, followers, following] = await Promise.all([
    findAuthorPublicStoryIds(db, author.id),
    findBadgeIdsOfUsers(db, [author.id]),
    countFollowers(db, author.id),
    isFollowing(db, viewer?.id, author.id),
  ]);
  const views = await findStoryViews(db, storyIds, viewer?.id, { lean: true });
  return {
    id: author.id,
    name: authorName(author.name, author.id),
    badges: presentBadges(badges.get(author.id) ?? []),
    followers,
    isFollowing: following,
    stories: views.map((view) => presentStoryCard(view)),
  };
}

/** Following again, or unfollowing someone not followed, changes nothing. */
export async function setFollowing(
  db: Database,
  user: UserRow,
  authorId: string,
  follow: boolean,
): Promise<FollowResponse> {
  const author = await existingAuthor(db, authorId);
  if (author.id === user.id) throw badRequest('You cannot follow yourself');
  if (follow) await insertFollow(db, user.id, author.id);
  else await deleteFollow(db, user.id, author.id);
  return { isFollowing: follow, followers: await countFollowers(db, author.id) };
}

export async function listFollowing(db: Database, user: UserRow): Promise<FollowingResponse> {
  const rows = await findFollowedAuthors(db, user.id);
  const badges = await findBadgeIdsOfUsers(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: authorName(row.name, row.id),
    badges: presentBadges(badges.get(row.id) ?? []),
    followedAt: row.followedAt.toISOString(),
  }));
}
