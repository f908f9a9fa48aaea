/** How the server sizes and paces its work: the writer's model calls, previews, list sizes. */

/** What a visitor who has not verified sees of chapter 1: at most this many sentences and characters. */
export const SAFE_EXCERPT = { sentences: 2, maxChars: 240 } as const;

/**
 * How long a read waits for the same read already asking the database (the read cache's single
 * flight) before it asks on its own: longer than a slow search, short of a client's patience.
 */
export const READ_FLIGHT_WAIT_MS = 5000;

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

/** A reader's progress is rewritten on a new chapter, or at most this often for the same one. */
export const READING_PROGRESS_REFRESH_MS = 60 * 60 * 1000;

export const CHAPTER_PREVIEW_CHARS = 100;

/** The offline writer streams a few words at a time with this pause between pieces. */
export const OFFLINE_WRITER_PACE_MS = 20;

export const OFFLINE_WORDS_PER_PIECE = 3;

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

/** How much of the reported story's opening the review queue shows. */
export const REPORTED_TEXT_MAX_CHARS = 2000;
