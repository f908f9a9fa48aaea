import type { BadgeId } from '#common/catalogue/badges';
import type { Reception } from './badges.repo';

/** When the reception badges are earned: likes and votes received from others, across the author's stories. */
const BADGE_THRESHOLDS = {
  firstHeartLikes: 1,
  popularAuthorLikes: 50,
  legendAuthorLikes: 1000,
  prolificWriterStories: 10,
  communityFavoriteUpvoteShare: 0.7,
  /** Community Favorite needs at least this many votes, so 1 upvote out of 1 is not "70 %". */
  communityFavoriteMinVotes: 10,
} as const;

/** The creation badges a user holds by owning this many stories. */
export function creationBadges(storiesOwned: number): BadgeId[] {
  const earned: BadgeId[] = [];
  if (storiesOwned >= 1) earned.push('storyteller');
  if (storiesOwned >= BADGE_THRESHOLDS.prolificWriterStories) earned.push('prolific_writer');
  return earned;
}

/** The reception badges an author's stories have earned from other people's likes and votes. */
export function receptionBadges({ likes, upvotes, downvotes }: Reception): BadgeId[] {
  const earned: BadgeId[] = [];
  if (likes >= BADGE_THRESHOLDS.firstHeartLikes) earned.push('first_heart');
  if (likes >= BADGE_THRESHOLDS.popularAuthorLikes) earned.push('popular_author');
  if (likes >= BADGE_THRESHOLDS.legendAuthorLikes) earned.push('legend_author');
  const votes = upvotes + downvotes;
  if (
    votes >= BADGE_THRESHOLDS.communityFavoriteMinVotes &&
    upvotes >= BADGE_THRESHOLDS.communityFavoriteUpvoteShare * votes
  )
    earned.push('community_favorite');
  return earned;
}
