import { ACCESS_RULES, PREMIUM_GALLERY_MIN_TIER } from '#common/catalogue/access';
import { DISCOVER_FILTERS } from '#common/catalogue/storyChoices';
import type { PublicStoriesQuery, ListedStory } from '#common/contract';
import { ApiError } from '#common/errors';
import { isAdmin } from '#common/rules/access';
import type { Database } from '#server/db/client';
import { decodeCursor, encodeCursor, type PageKey } from '#server/db/keyset';
import { viewerOf } from '#server/policies/viewer';
import { findStoryViews } from '../stories/stories.repo';
import { presentStoryCard } from '../stories/story.presenter';
import type { UserRow } from '../users/users.repo';
import { findOwnStoryIds, findPremiumPage, findPublicPage, PREMIUM_ACCESS_TYPES, type PageQuery } from './library.repo';

const PREMIUM_GALLERY_MESSAGE = 'Premium subscription required';

export interface StoryPage {
  stories: ListedStory[];
  /** Absent on the last page. */
  nextCursor?: string;
}

async function presentPage(
  db: Database,
  user: UserRow | undefined,
  keys: PageKey[],
  limit: number,
): Promise<StoryPage> {
  const page = keys.slice(0, limit);
  const views = await findStoryViews(
    db,
    page.map((key) => key.id),
    user?.id,
    { lean: true },
  );
  const last = page.at(-1);
  return {
    stories: views.map((view) => presentStoryCard(view)),
    nextCursor: keys.length > limit && last ? encodeCursor(last) : undefined,
  };
}

const pageQuery = (query: { cursor?: string; limit: number }, scored = false): PageQuery => ({
  after: decodeCursor(query.cursor, scored),
  take: query.limit + 1,
});

/**
 * Discover and the landing page: public stories whose first chapter is written, searched, filtered
 * by tags and ordered in the database.
 */
export async function listPublicStories(
  db: Database,
  user: UserRow | undefined,
  query: PublicStoriesQuery,
): Promise<StoryPage> {
  const filter = DISCOVER_FILTERS[query.category ?? 'all'];
  const keys = await findPublicPage(
    db,
    { q: query.q, filter, tags: query.tag, exclude: query.exclude },
    query.sort,
    pageQuery(query, query.sort !== 'new'),
  );
  return presentPage(db, user, keys, query.limit);
}

/** The premium gallery: needs the gallery's tier; shows the premium stories this reader may open. */
export async function listPremiumStories(
  db: Database,
  user: UserRow,
  query: { cursor?: string; limit: number },
): Promise<StoryPage> {
  const viewer = viewerOf(user);
  const tier = viewer?.tier ?? 0;
  if (!isAdmin(viewer) && tier < PREMIUM_GALLERY_MIN_TIER)
    throw new ApiError('PREMIUM_REQUIRED', PREMIUM_GALLERY_MESSAGE);
  const accessTypes = PREMIUM_ACCESS_TYPES.filter((type) => isAdmin(viewer) || tier >= ACCESS_RULES[type].readTier);
  const keys = await findPremiumPage(db, { accessTypes, ownerId: user.id }, pageQuery(query));
  return presentPage(db, user, keys, query.limit);
}

/** My Stories: all of the user's stories, whatever their access or state. */
export async function listOwnStories(db: Database, user: UserRow, q: string | undefined): Promise<ListedStory[]> {
  const views = await findStoryViews(db, await findOwnStoryIds(db, user.id, q), user.id, { lean: true });
  return views.map((view) => presentStoryCard(view));
}
