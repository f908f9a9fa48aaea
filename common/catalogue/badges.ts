/** Badges and what each grants. */

export const BADGE_IDS = [
  'storyteller',
  'first_heart',
  'popular_author',
  'prolific_writer',
  'community_favorite',
  'legend_author',
] as const;

export type BadgeId = (typeof BADGE_IDS)[number];

export interface Badge {
  id: BadgeId;
  name: string;
  description: string;
  color: string;
  textCredits: number;
  audioCredits: number;
  premiumDays: number;
}

export const BADGES: Record<BadgeId, Badge> = {
  storyteller: {
    id: 'storyteller',
    name: 'Storyteller',
    description: 'Created a first story',
    color: 'blue',
    textCredits: 0,
    audioCredits: 0,
    premiumDays: 0,
  },
  first_heart: {
    id: 'first_heart',
    name: 'First Heart',
    description: 'Received a first like',
    color: 'pink',
    textCredits: 4,
    audioCredits: 1,
    premiumDays: 0,
  },
  popular_author: {
    id: 'popular_author',
    name: 'Popular Author',
    description: '50+ likes across your stories',
    color: 'purple',
    textCredits: 18,
    audioCredits: 7,
    premiumDays: 0,
  },
  prolific_writer: {
    id: 'prolific_writer',
    name: 'Prolific Writer',
    description: 'Created 10 stories',
    color: 'green',
    textCredits: 35,
    audioCredits: 15,
    premiumDays: 0,
  },
  community_favorite: {
    id: 'community_favorite',
    name: 'Community Favorite',
    description: '70%+ upvotes',
    color: 'orange',
    textCredits: 28,
    audioCredits: 12,
    premiumDays: 0,
  },
  legend_author: {
    id: 'legend_author',
    name: 'Legend Author',
    description: '1000+ likes across your stories',
    color: 'gold',
    textCredits: 350,
    audioCredits: 150,
    premiumDays: 30,
  },
};

/** A story card shows 'Top Author' when its author holds one of these. */
export const TOP_AUTHOR_BADGES: BadgeId[] = ['popular_author', 'legend_author'];
