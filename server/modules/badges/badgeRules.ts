import { BADGE_THRESHOLDS as T, type BadgeId } from '#common/catalogue';
import type { Reception } from './badges.repo';

/** The creation badges a user holds by owning this many stories. */
export function creationBadges(storiesOwned: number): BadgeId[] {
  const earned: BadgeId[] = [];
  if (storiesOwned >= 1) earned.push('storyteller');
  if (storiesOwned >= T.prolificWriterStories) earned.push('prolific_writer');
  return earned;
}

/** The reception badges an author's stories have earned from other people's likes and votes. */
export function receptionBadges({ likes, upvotes, downvotes }: Reception): BadgeId[] {
  const earned: BadgeId[] = [];
  if (likes >= T.firstHeartLikes) earned.push('first_heart');
  if (likes >= T.popularAuthorLikes) earned.push('popular_author');
  if (likes >= T.legendAuthorLikes) earned.push('legend_author');
  const votes = upvotes + downvotes;
  if (votes >= T.communityFavoriteMinVotes && upvotes >= T.communityFavoriteUpvoteShare * votes)
    earned.push('community_favorite');
  return earned;
}
