/** What actions cost in credits, and the paces their estimates assume. */

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

/** Words a token budget holds; a chapter never aims past its budget. */
export const WRITER_WORDS_PER_TOKEN = 0.7;
