/** Sizes and counts both sides enforce: story, chapter and text bounds, pages. */

/** Non-premium users can own at most this many stories. */
export const FREE_STORY_LIMIT = 3;

/** A story holds at most this many chapters: chapter numbers in paths and bodies are bounded by it. */
export const MAX_CHAPTERS_PER_STORY = 500;

/** The longest choice, whether one the writer offered or the owner's own next step. */
export const CHOICE_MAX_CHARS = 300;

export const MIN_VALID_AUDIO_BYTES = 1024;

export const MAX_STORY_TAGS = 6;

/** Pages of story lists (public, premium): newest first, keyset cursors. */
export const STORY_PAGE = { defaultLimit: 24, maxLimit: 100 } as const;

/** Longest story text an edit may save (chapter 1). */
export const STORY_CONTENT_MAX_CHARS = 50_000;

/** List items carry this much of chapter 1 (cut at a word); the story detail carries all of it. */
export const LIST_EXCERPT_CHARS = 200;

/** The story memory (what the writer remembers, shown to and edited by the owner) never exceeds this many characters. */
export const WRITER_MEMORY_MAX_CHARS = 4000;

/** A reader's own direction for the next chapter (continuationPrompt). */
export const CONTINUATION_PROMPT_MAX_CHARS = 1000;

/** Rows per page of the admin lists and of the audit trail. */
export const ADMIN_PAGE_SIZE = { default: 50, max: 100 } as const;

/** The highest text or audio balance an admin may set. */
export const ADMIN_CREDIT_BALANCE_MAX = 1_000_000;

/** Reports from this many distinct readers hide a story from everyone but its author until an admin reviews it. */
export const REPORT_HIDE_THRESHOLD = 3;

export const REPORT_NOTE_MAX_CHARS = 1000;
