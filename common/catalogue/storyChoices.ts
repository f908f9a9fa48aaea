/** What the story wizard and Discover offer: categories, places, tags, tones, sorts. */

export const CATEGORIES = [
  'romance',
  'fantasy',
  'historical',
  'contemporary',
  'adventure',
  'passionate',
  'playful',
  'intense',
] as const;

/**
 * What each `category` value of GET /api/stories/public matches (values compare lower-cased): a
 * writingTone or atmosphere among `terms`, or the story's own creation category. 'explicit'
 * matches instead an explicitLevel of at least `minExplicitLevel` or a tone among `terms`.
 */
export type DiscoverFilter =
  | { kind: 'all' }
  | { kind: 'terms'; terms: string[]; category: string }
  | { kind: 'explicit'; terms: string[]; minExplicitLevel: number };

export const DISCOVER_FILTERS: Record<string, DiscoverFilter> = {
  all: { kind: 'all' },
  romance: { kind: 'terms', terms: ['romance', 'romantic'], category: 'romance' },
  fantasy: { kind: 'terms', terms: ['fantasy', 'magical', 'enchanted', 'mystical'], category: 'fantasy' },
  historical: { kind: 'terms', terms: ['historical', 'historic'], category: 'historical' },
  contemporary: { kind: 'terms', terms: ['contemporary', 'modern'], category: 'contemporary' },
  adventure: { kind: 'terms', terms: ['adventure', 'adventurous'], category: 'adventure' },
  passionate: { kind: 'terms', terms: ['passionate'], category: 'passionate' },
  playful: { kind: 'terms', terms: ['playful'], category: 'playful' },
  intense: { kind: 'terms', terms: ['intense'], category: 'intense' },
  explicit: { kind: 'explicit', terms: ['passionate', 'intense'], minExplicitLevel: 67 },
};

/** The places the story wizard offers; any other place can be typed. The built-in writer names them as common nouns. */
export const WIZARD_LOCATIONS = [
  'Beach Resort',
  'City Penthouse',
  'Mountain Cabin',
  'Parisian Apartment',
  'Castle',
  'Country Estate',
  'Tropical Island',
  'Vineyard',
  'Luxury Train',
  'Office',
  'Club',
  'Bar',
  'Hotel Suite',
  'Yacht',
  'Library',
  'Art Gallery',
  'Ski Chalet',
  'Spa',
] as const;

/**
 * Tags and content notes an author picks at creation, from this fixed list only (nothing free-form
 * reaches other readers). Discover filters on them and excludes by them.
 */
export const STORY_TAGS = [
  { id: 'slow-burn', label: 'Slow burn', kind: 'tag' },
  { id: 'second-chance', label: 'Second chance', kind: 'tag' },
  { id: 'enemies-to-lovers', label: 'Enemies to lovers', kind: 'tag' },
  { id: 'friends-to-lovers', label: 'Friends to lovers', kind: 'tag' },
  { id: 'forbidden', label: 'Forbidden love', kind: 'tag' },
  { id: 'fantasy', label: 'Fantasy', kind: 'tag' },
  { id: 'historical', label: 'Historical', kind: 'tag' },
  { id: 'contemporary', label: 'Contemporary', kind: 'tag' },
  { id: 'holiday', label: 'Holiday romance', kind: 'tag' },
  { id: 'dominance', label: 'Dominance', kind: 'note' },
  { id: 'group', label: 'Group', kind: 'note' },
  { id: 'toys', label: 'Toys', kind: 'note' },
  { id: 'rough', label: 'Rough', kind: 'note' },
] as const satisfies readonly { id: string; label: string; kind: 'tag' | 'note' }[];

export type StoryTagId = (typeof STORY_TAGS)[number]['id'];

export const STORY_TAG_IDS = STORY_TAGS.map((tag) => tag.id) as [StoryTagId, ...StoryTagId[]];

/** Discover's orders: newest first (the default); votes (up minus down); recent likes, reads and plays. */
export const STORY_SORTS = ['new', 'popular', 'trending'] as const;

export type StorySort = (typeof STORY_SORTS)[number];

export const WRITING_TONES = ['Romantic', 'Passionate', 'Playful', 'Intense'] as const;

export const GENDERS = ['Female', 'Male', 'Non-binary'] as const;

export const CREATION_DEFAULTS = {
  timePeriod: 'Contemporary',
  location: 'Beach Resort',
  atmosphere: 'Romantic',
  protagonistGender: 'Female',
  partnerGender: 'Male',
  relationship: 'Strangers',
  writingTone: 'Romantic',
  length: 3,
  explicitLevel: 50,
  accessType: 'public',
  category: 'romance',
} as const;
