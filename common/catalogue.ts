/**
 * THE business constants of Reverie. Every page, rule and fulfilment step reads them from here.
 * Where the spec's figures conflict, the values follow DESIGN.md's decisions.
 */

export const AGE_LIMIT = 18;

// ---- Age assurance -----------------------------------------------------------------------

/** off: the spec's self-declared gate only; regional: verified adults only in AGE_ASSURANCE_COUNTRIES; required: everywhere. */
export const AGE_ASSURANCE_MODES = ['off', 'regional', 'required'] as const;
export type AgeAssuranceMode = (typeof AGE_ASSURANCE_MODES)[number];
/**
 * Where a law already asks sites with sexual content for age verification: the UK (Online Safety
 * Act), France (SREN law, Arcom's standard), Italy (AGCOM), Germany (JMStV). US states with such laws
 * are listed by the operator through a state-level header (docs/age-assurance.md).
 */
export const DEFAULT_AGE_ASSURANCE_COUNTRIES = ['GB', 'FR', 'IT', 'DE'] as const;
/** demo: the built-in stand-in; card: a zero-amount credit-card check; identity: a document and selfie check. */
export const AGE_METHODS = ['demo', 'card', 'identity'] as const;
export type AgeMethod = (typeof AGE_METHODS)[number];
export const AGE_VERIFICATION_STATUSES = ['pending', 'verified', 'failed', 'revoked'] as const;
/** What a visitor who has not verified sees of chapter 1: at most this many sentences and characters. */
export const SAFE_EXCERPT = { sentences: 2, maxChars: 240 } as const;

// ---- Plans -------------------------------------------------------------------------------

export const PLAN_IDS = ['free', 'essentiel', 'seduction', 'intimacy'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface Plan {
  id: PlanId;
  tier: 0 | 1 | 2 | 3;
  name: string;
  tagline: string;
  priceCents: number;
  monthlyTextCredits: number;
  monthlyAudioCredits: number;
  popular: boolean;
  /** What the plan offers besides its credits (`planFeatures` adds the credit line, with its minutes). */
  features: string[];
}

export const PLANS: Record<PlanId, Plan> = {
  free: {
    id: 'free',
    tier: 0,
    name: 'Free',
    tagline: 'Explore Without Commitment',
    priceCents: 0,
    monthlyTextCredits: 2,
    monthlyAudioCredits: 1,
    popular: false,
    features: ['Up to 3 stories', 'Public stories only', 'Standard voices'],
  },
  essentiel: {
    id: 'essentiel',
    tier: 1,
    name: 'Essential',
    tagline: 'Pleasure at Your Own Pace',
    priceCents: 599,
    monthlyTextCredits: 5,
    monthlyAudioCredits: 6,
    popular: false,
    features: ['Private stories', 'Premium early-access stories', 'Unlimited stories'],
  },
  seduction: {
    id: 'seduction',
    tier: 2,
    name: 'Seduction',
    tagline: 'Your Pleasure Rendezvous',
    priceCents: 1199,
    monthlyTextCredits: 12,
    monthlyAudioCredits: 12,
    popular: true,
    features: ['Expressive voices', 'Premium Gallery', 'Create exclusive stories'],
  },
  intimacy: {
    id: 'intimacy',
    tier: 3,
    name: 'Intimacy',
    tagline: 'The Ultimate Experience Without Limits',
    priceCents: 2499,
    monthlyTextCredits: 25,
    monthlyAudioCredits: 24,
    popular: false,
    features: ['Expressive and immersive voices', 'Full premium library', 'Exclusive stories'],
  },
};

export const PAID_PLAN_IDS = ['essentiel', 'seduction', 'intimacy'] as const satisfies readonly PlanId[];

/** Tier of a plan id; unknown or missing plans rank 0 (the spec's tier order). */
export function planTier(plan: string | null | undefined): number {
  return plan && plan in PLANS ? PLANS[plan as PlanId].tier : 0;
}

export function isPlanId(value: string): value is PlanId {
  return (PLAN_IDS as readonly string[]).includes(value);
}

/** The premium gallery needs this tier (seduction) or more. */
export const PREMIUM_GALLERY_MIN_TIER = 2;

/** 50 % off the first month of a user's first subscription. */
export const FIRST_SUBSCRIPTION_DISCOUNT = 0.5;

// ---- Credit packs ------------------------------------------------------------------------

export const PACK_IDS = ['starter', 'popular', 'premium'] as const;
export type PackId = (typeof PACK_IDS)[number];

export interface CreditPack {
  id: PackId;
  name: string;
  textCredits: number;
  audioCredits: number;
  priceCents: number;
  popular: boolean;
  bestValue: boolean;
  /** What the pack offers besides its credits (`packFeatures` adds the credit lines). */
  features: string[];
}

export const CREDIT_PACKS: Record<PackId, CreditPack> = {
  starter: {
    id: 'starter',
    name: 'Starter Pack',
    textCredits: 5,
    audioCredits: 5,
    priceCents: 399,
    popular: false,
    bestValue: false,
    features: ['Never expire'],
  },
  popular: {
    id: 'popular',
    name: 'Popular Pack',
    textCredits: 12,
    audioCredits: 12,
    priceCents: 899,
    popular: true,
    bestValue: false,
    features: ['Never expire'],
  },
  premium: {
    id: 'premium',
    name: 'Power Pack',
    textCredits: 25,
    audioCredits: 25,
    priceCents: 1599,
    popular: false,
    bestValue: true,
    features: ['Never expire'],
  },
};

export function isPackId(value: string): value is PackId {
  return (PACK_IDS as readonly string[]).includes(value);
}

/** Premium users pay 85 % of a pack's price. */
export const PREMIUM_PACK_DISCOUNT = 0.15;

// ---- Credits and costs -------------------------------------------------------------------

/** Non-premium users can own at most this many stories. */
export const FREE_STORY_LIMIT = 3;

/**
 * Each length's cost, token budget (a ceiling) and the words a chapter aims at: the advertised
 * listening time at NARRATION_WORDS_PER_MINUTE, so a short chapter narrates in 2-3 minutes.
 */
export const STORY_LENGTHS = {
  2: { label: 'Short', textCredits: 1, maxTokens: 1200, audioMinutes: '2-3 min', targetWords: 400 },
  3: { label: 'Medium', textCredits: 2, maxTokens: 2400, audioMinutes: '4-5 min', targetWords: 700 },
  4: { label: 'Long', textCredits: 4, maxTokens: 4800, audioMinutes: '8-10 min', targetWords: 1350 },
} as const;
export type StoryLength = keyof typeof STORY_LENGTHS;
export const STORY_LENGTH_VALUES = [2, 3, 4] as const;

export const CONTINUE_TEXT_COST = 1;
export const CONCLUDE_TEXT_COST = 1;
export const CHOICE_TEXT_COST = 1;
export const DEFAULT_UNLOCK_TEXT_COST = 1;
/** A story holds at most this many chapters: chapter numbers in paths and bodies are bounded by it. */
export const MAX_CHAPTERS_PER_STORY = 500;
/** The longest choice, whether one the writer offered or the owner's own next step. */
export const CHOICE_MAX_CHARS = 300;
/** Conclude Story is offered from this many chapters on. */
export const CONCLUDE_MIN_CHAPTERS = 3;

/** The narration pace the estimates (and so the price) assume. */
export const NARRATION_WORDS_PER_MINUTE = 150;
/**
 * The spec's audio table: a narration of up to `upToMinutes` costs `audioCredits` (short about
 * 2.5 min: 2, medium about 5 min: 3, long 8-10 min: 5); beyond the last step, one more credit per
 * started minute.
 */
export const NARRATION_PRICE_STEPS = [
  { upToMinutes: 3, audioCredits: 2 },
  { upToMinutes: 6, audioCredits: 3 },
  { upToMinutes: 10, audioCredits: 5 },
] as const;
export const NARRATION_CREDITS_PER_EXTRA_MINUTE = 1;

export const READING_WORDS_PER_MINUTE = 200;
/**
 * Estimates read a text's length in characters: English prose averages about 5.7 characters a
 * word with its space and punctuation (the built-in writer's chapters measure 5.73).
 */
export const CHARS_PER_WORD = 5.7;

export const VOICE_PREVIEW_SENTENCE =
  'Hello, I will be your narrator tonight. Close your eyes and let the story begin.';

/** Narration names the client maps to fixed voice ids before generating audio. */
export const FIXED_VOICE_IDS: Record<string, string> = {
  'Deep Male': 'offline-deep-male',
  'Authoritative Male': 'offline-authoritative-male',
};

/** Voices of this category are Free Voices; every other category is a Premium Voice. */
export const FREE_VOICE_CATEGORY = 'premade';
/** Premium voices narrate (and preview) from this plan tier (Seduction) up. */
export const PREMIUM_VOICE_MIN_TIER = 2;

/** Player speeds, the sleep timer's choices (minutes; 'chapter' stops at the end of the chapter). */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export const SLEEP_TIMER_CHOICES = [15, 30, 60, 'chapter'] as const;

export const MIN_VALID_AUDIO_BYTES = 1024;
export const AUDIO_SKIP_SECONDS = 10;

// ---- Stories -----------------------------------------------------------------------------

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

/** The Discover filter's options; each matches a story's writingTone or atmosphere. */
export const DISCOVER_CATEGORIES = ['All', 'Romance', 'Fantasy', 'Historical', 'Contemporary', 'Explicit'] as const;

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

/**
 * Tags and content notes an author picks at creation, from this fixed list only (nothing free-form
 * reaches other readers). Discover filters on them and excludes by them.
 */
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
export const MAX_STORY_TAGS = 6;

/** Discover's orders: newest first (the default); votes (up minus down); recent likes, reads and plays. */
export const STORY_SORTS = ['new', 'popular', 'trending'] as const;
export type StorySort = (typeof STORY_SORTS)[number];
/** How far back "trending" counts likes, reads and plays. */
export const TRENDING_WINDOW_DAYS = 7;

/**
 * Link previews (Open Graph, Twitter cards) quote chapter 1 only for stories this mild or milder;
 * others are described by their settings alone.
 */
export const LINK_PREVIEW = { maxExplicitLevel: 33, excerptChars: 160 } as const;

/** How many early-access and exclusive stories Discover shows everyone as teasers. */
export const TEASER_COUNT = 6;

/** The reader's own lists (reading list, following, continue reading, notifications): newest first, this many. */
export const READER_LIST_LIMIT = 50;
/** A followed author published or continued a public story; the reader's own story earned a badge with a like. */
export const NOTIFICATION_KINDS = ['story_published', 'story_continued', 'badge_earned'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
/** A reader's progress is rewritten on a new chapter, or at most this often for the same one. */
export const READING_PROGRESS_REFRESH_MS = 60 * 60 * 1000;

/** Pages of story lists (public, premium): newest first, keyset cursors. */
export const STORY_PAGE = { defaultLimit: 24, maxLimit: 100 } as const;
/** Longest story text an edit may save (chapter 1). */
export const STORY_CONTENT_MAX_CHARS = 50_000;

export const WRITING_TONES = ['Romantic', 'Passionate', 'Playful', 'Intense'] as const;
export const GENDERS = ['Female', 'Male', 'Non-binary'] as const;

export const ACCESS_TYPES = ['public', 'private', 'premium_early_access', 'premium_exclusive'] as const;
export type AccessType = (typeof ACCESS_TYPES)[number];
/** What a story is once shared: every access but 'private'. */
export type PublishedAccessType = Exclude<AccessType, 'private'>;

/** Minimum tier to create and to read each access type (owners and admins read everything). */
export const ACCESS_RULES: Record<AccessType, { createTier: number; readTier: number; ownerOnly: boolean }> = {
  public: { createTier: 0, readTier: 0, ownerOnly: false },
  private: { createTier: 1, readTier: 0, ownerOnly: true },
  premium_early_access: { createTier: 1, readTier: 1, ownerOnly: false },
  premium_exclusive: { createTier: 2, readTier: 3, ownerOnly: false },
};

/** Why a plan may not create (or switch to) an access type: the wizard's notices and the server's 403s. */
export const ACCESS_REFUSALS: Record<Exclude<AccessType, 'public'>, string> = {
  private: 'Setting stories to private requires a premium account',
  premium_early_access: 'Premium story creation requires a premium subscription.',
  premium_exclusive: 'Exclusive story creation is available for Seduction and Intimacy subscribers only.',
};

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

export const CARD_PREVIEW_CHARS = 120;
/** List items carry this much of chapter 1 (cut at a word); the story detail carries all of it. */
export const LIST_EXCERPT_CHARS = 200;
export const CHAPTER_PREVIEW_CHARS = 100;

// ---- Badges ------------------------------------------------------------------------------

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

/** When the reception badges are earned: likes and votes received from others, across the author's stories. */
export const BADGE_THRESHOLDS = {
  firstHeartLikes: 1,
  popularAuthorLikes: 50,
  legendAuthorLikes: 1000,
  prolificWriterStories: 10,
  communityFavoriteUpvoteShare: 0.7,
  /** Community Favorite needs at least this many votes, so 1 upvote out of 1 is not "70 %". */
  communityFavoriteMinVotes: 10,
} as const;

/** A story card shows 'Top Author' when its author holds one of these. */
export const TOP_AUTHOR_BADGES: BadgeId[] = ['popular_author', 'legend_author'];

// ---- Web client behaviour ----------------------------------------------------------------

export const TOKEN_STORAGE_KEY = 'token';
export const QUERY_STALE_MS = 300_000;
export const QUERY_GC_MS = 600_000;
export const TOAST_DURATION_MS = 5000;
export const POST_LOGIN_DELAY_MS = 100;
export const GUARD_SPINNER_MS = 1000;
export const DEMO_GENERATE_DELAY_MS = 3000;
export const PAYMENT_MARKER_MS = 30_000;
/** A story's web page is this prefix and its id. */
export const STORY_PAGE_PREFIX = '/story/';
/** The id of the JSON element a story page's HTML carries the story in, for a guest (ServedStory). */
export const SERVED_STORY_ELEMENT_ID = 'served-story';

// ---- Idempotency -------------------------------------------------------------------------

/**
 * `Idempotency-Key` on requests that spend or create: the first answer is kept this long; a repeat
 * that arrives while the first still runs waits up to `waitMs` for it; a claim older than
 * `abandonedAfterMs` without an answer belonged to an instance that died, and may be taken over.
 */
export const IDEMPOTENCY = {
  header: 'Idempotency-Key',
  replayedHeader: 'Idempotent-Replayed',
  keyMaxLength: 255,
  ttlMs: 24 * 3_600_000,
  waitMs: 30_000,
  pollMs: 50,
  abandonedAfterMs: 120_000,
  sweepEveryMs: 3_600_000,
  /** A replay body is kept only up to this size, and while the account's kept bodies stay within the bound. */
  replayBodyMaxBytes: 16_384,
  replayBytesPerAccount: 131_072,
} as const;

// ---- Abuse limits ------------------------------------------------------------------------

/** Requests allowed per window; per IP ones stay generous for shared networks. */
export const RATE_LIMITS = {
  loginPerIp: { max: 100, windowMs: 60_000 },
  signupPerIp: { max: 300, windowMs: 3_600_000 },
  signupPerAccount: { max: 5, windowMs: 60_000 },
  voicePreviewPerUser: { max: 20, windowMs: 60_000 },
  passwordResetPerIp: { max: 20, windowMs: 3_600_000 },
  passwordResetPerAccount: { max: 3, windowMs: 3_600_000 },
  verificationEmailPerUser: { max: 3, windowMs: 3_600_000 },
  passwordChangePerUser: { max: 10, windowMs: 3_600_000 },
  googleExchangePerIp: { max: 30, windowMs: 60_000 },
} as const;

/**
 * Every write, and opening an event stream, counted per account and per client IP (a shared IP
 * gets more room than one account). `what` names the action in the 429's message.
 */
export const WRITE_RATE_LIMITS = {
  generation: { perAccount: 60, perIp: 600, windowMs: 3_600_000, what: 'stories and chapters written' },
  edits: { perAccount: 60, perIp: 600, windowMs: 600_000, what: 'edits' },
  reports: { perAccount: 10, perIp: 100, windowMs: 3_600_000, what: 'reports' },
  votes: { perAccount: 60, perIp: 600, windowMs: 60_000, what: 'likes and votes' },
  plays: { perAccount: 30, perIp: 600, windowMs: 60_000, what: 'plays' },
  narration: { perAccount: 30, perIp: 300, windowMs: 600_000, what: 'narration requests' },
  checkouts: { perAccount: 10, perIp: 100, windowMs: 600_000, what: 'checkouts' },
  streams: { perAccount: 30, perIp: 300, windowMs: 60_000, what: 'live chapter streams opened' },
  paths: { perAccount: 60, perIp: 600, windowMs: 600_000, what: 'changes to the story map' },
  social: { perAccount: 120, perIp: 1200, windowMs: 600_000, what: 'follows, saves and notification changes' },
  ageChecks: { perAccount: 10, perIp: 100, windowMs: 3_600_000, what: 'age checks' },
} as const;
export type WriteLimitName = keyof typeof WRITE_RATE_LIMITS;

/** Live chapter streams held open at once on an instance: per account, and per client IP (guests included). */
export const OPEN_STREAM_LIMITS = { perAccount: 4, perIp: 40 } as const;

/**
 * Wrong passwords, counted per (account, client) pair and per client. Past the free failures,
 * each further one locks that key for a delay that doubles, up to the maximum; a key forgets
 * its failures once it has been quiet this long. A client that has not failed is never locked.
 */
export const LOGIN_LOCKOUT = {
  pairFreeFailures: 5,
  clientFreeFailures: 20,
  firstDelayMs: 2_000,
  maxDelayMs: 15 * 60_000,
  forgetAfterMs: 24 * 3_600_000,
} as const;

export const EMAIL_VERIFICATION_TTL_MS = 7 * 86_400_000;
export const PASSWORD_RESET_TTL_MS = 30 * 60_000;
export const GOOGLE_EXCHANGE_CODE_TTL_MS = 60_000;

/** Likes and votes count toward badges only from verified accounts at least this old. */
export const BADGE_VOTER_MIN_ACCOUNT_AGE_MS = 24 * 3_600_000;

/**
 * Badges count people, not addresses: a domain anyone can own (and catch all its mail) counts at
 * most this many of an author's readers, its subdomains included; the big mail providers, where
 * each address is one person's account, are not capped.
 */
export const BADGE_PEOPLE_PER_EMAIL_DOMAIN = 3;
export const MAJOR_EMAIL_DOMAINS = [
  'gmail.com',
  'outlook.com',
  'hotmail.com',
  'hotmail.fr',
  'live.com',
  'msn.com',
  'yahoo.com',
  'yahoo.fr',
  'yahoo.co.uk',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.de',
  'web.de',
  'orange.fr',
  'free.fr',
  'laposte.net',
  'mail.ru',
  'yandex.ru',
] as const;

export const SESSION_TTL_DAYS = 30;
/** The audio cookie's pass lives this long (renewed by every audio call), never as long as a session. */
export const AUDIO_PASS_TTL_HOURS = 12;

// ---- Writer ------------------------------------------------------------------------------

/** Words a token budget holds; a chapter never aims past its budget. */
export const WRITER_WORDS_PER_TOKEN = 0.7;
/** The offline writer streams a few words at a time with this pause between pieces. */
export const OFFLINE_WRITER_PACE_MS = 20;
export const OFFLINE_WORDS_PER_PIECE = 3;
/** The story memory (what the writer remembers, shown to and edited by the owner) never exceeds this many characters. */
export const WRITER_MEMORY_MAX_CHARS = 4000;
/** A reader's own direction for the next chapter (continuationPrompt). */
export const CONTINUATION_PROMPT_MAX_CHARS = 1000;
/** The model's answer when asked to rewrite the story memory after a chapter (a short, non-streamed request). */
export const LLM_MEMORY_MAX_TOKENS = 700;
/**
 * OpenAI-compatible endpoints. The first-token limit restarts with anything the provider sends
 * (a keep-alive comment, reasoning); a chapter's whole limit is a floor (LLM_TIMEOUT_S) plus time
 * for every token asked for at a slow local model's pace (5 tokens a second).
 */
export const LLM_FIRST_TOKEN_TIMEOUT_MS = 30_000;
export const LLM_TIMEOUT_FLOOR_MS = 120_000;
export const LLM_MS_PER_TOKEN = 200;
/** Fresh attempts before any text has arrived, the pause before each, and the longest Retry-After honoured. */
export const LLM_MAX_RETRIES = 2;
export const LLM_RETRY_BACKOFF_MS = 500;
export const LLM_RETRY_AFTER_MAX_MS = 30_000;
export const LLM_TEMPERATURE = 0.9;
/** The model's context window when LLM_CONTEXT_TOKENS is not set: prompt and answer share it. */
export const LLM_CONTEXT_TOKENS = 8192;
/** A chapter the model was cut off in gets one request to finish it, this long at most. */
export const LLM_CONTINUATION_TOKENS = 600;
/**
 * That request carries the cut-off answer, so it may pass LLM_CONTEXT_TOKENS, prompt and answer
 * together, by this much at most; with less than LLM_CONTINUATION_MIN_TOKENS of room left, the
 * chapter is trimmed to its last full sentence instead.
 */
export const LLM_CONTINUATION_OVERFLOW_TOKENS = 600;
export const LLM_CONTINUATION_MIN_TOKENS = 100;
/** An answer shorter than this is not a chapter: it is retried once, then failed and refunded. */
export const LLM_MIN_CHAPTER_WORDS = 50;

// ---- Admin dashboard ---------------------------------------------------------------------

/** Rows per page of the admin lists and of the audit trail. */
export const ADMIN_PAGE_SIZE = { default: 50, max: 100 } as const;
/** The highest text or audio balance an admin may set. */
export const ADMIN_CREDIT_BALANCE_MAX = 1_000_000;
/** What an admin's "premium" switch grants: this plan, without a payment. */
export const ADMIN_COMPLIMENTARY_PLAN: PlanId = 'essentiel';

// ---- Reports and review ------------------------------------------------------------------

/** Why a reader reports a story, as the report dialog and the review queue name them. */
export const REPORT_REASONS = ['minor', 'non_consent', 'real_person', 'hate', 'spam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  minor: 'Involves a minor',
  non_consent: 'Non-consensual content',
  real_person: 'Depicts a real person',
  hate: 'Hate or harassment',
  spam: 'Spam or misleading',
  other: 'Something else',
};
/** Reports from this many distinct readers hide a story from everyone but its author until an admin reviews it. */
export const REPORT_HIDE_THRESHOLD = 3;
export const REPORT_NOTE_MAX_CHARS = 1000;
/** How much of the reported story's opening the review queue shows. */
export const REPORTED_TEXT_MAX_CHARS = 2000;

// ---- Admin audit log ---------------------------------------------------------------------

export const ADMIN_AUDIT_ACTIONS = [
  'user.create',
  'user.update',
  'user.delete',
  'user.ban',
  'user.age_revoke',
  'story.visibility',
  'story.delete',
  'story.hide',
  'story.restore',
  'story.branch.delete',
  'badge.award',
  'admin.configured',
] as const;
export type AdminAuditAction = (typeof ADMIN_AUDIT_ACTIONS)[number];

// ---- Admin business dashboard ------------------------------------------------------------

/** The periods the business dashboard covers; 24 h is charted per hour, the others per day. */
export const DASHBOARD_RANGES = ['24h', '7d', '30d'] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];
export const DASHBOARD_RANGE_HOURS: Record<DashboardRange, number> = { '24h': 24, '7d': 24 * 7, '30d': 24 * 30 };

/** Where readers report an accessibility barrier (the accessibility statement); replace with the live support address. */
export const SUPPORT_EMAIL = 'support@reverie.example';

// ---- Wire names (headers and events the server and the web both use) -----------------------

/** Response header of paged lists: the next page's cursor, absent on the last page. */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';
/** The headers admin lists carry: the next page's cursor (absent on the last page) and the filtered total. */
export const ADMIN_LIST_HEADERS = { nextCursor: NEXT_CURSOR_HEADER, totalCount: 'X-Total-Count' } as const;

/** Events of GET /api/stories/{id}/chapters/{n}/stream (text/event-stream, `event:` names). */
export const chapterStreamEvents = {
  /** data: { text } — the next piece of the chapter (the whole text so far on connect). */
  text: 'text',
  /** data: Chapter — the chapter reached `ready` or `failed`; the stream then ends. */
  done: 'done',
} as const;
