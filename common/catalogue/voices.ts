/** Narration voices the client and the server agree on. */

export const VOICE_PREVIEW_SENTENCE =
  'Hello, I will be your narrator tonight. Close your eyes and let the story begin.';

/** Narration names the client maps to fixed voice ids before generating audio. */
export const FIXED_VOICE_IDS: Record<string, string> = {
  'Deep Male': 'offline-deep-male',
  'Authoritative Male': 'offline-authoritative-male',
};
