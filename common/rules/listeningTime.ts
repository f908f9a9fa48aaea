import { CHARS_PER_WORD, NARRATION_WORDS_PER_MINUTE } from '../catalogue/costs';

export function wordCount(text: string): number {
  const words = text.trim().split(/\s+/);
  return words[0] === '' ? 0 : words.length;
}

const SECONDS_PER_MINUTE = 60;

/** The estimate for a text of that many characters, narrated at 150 words a minute, in seconds. */
export function estimatedListeningSeconds(contentLength: number): number {
  return Math.round((contentLength / CHARS_PER_WORD / NARRATION_WORDS_PER_MINUTE) * SECONDS_PER_MINUTE);
}

/**
 * THE listening time of a chapter or a story: the real duration of what is narrated, plus the
 * estimate of the text that is not (yet).
 */
export function listeningSeconds(parts: { narratedMs: number; unnarratedLength: number }): number {
  return Math.round(parts.narratedMs / 1000) + estimatedListeningSeconds(parts.unnarratedLength);
}

/**
 * The "N min listen" figure, the one rule for cards, the story and the chapter: the nearest whole
 * minute, at least 1 (a 4:14 narration is a "4 min listen", as its player's 4:14 says).
 */
export function listeningMinutes(seconds: number): number {
  return Math.max(1, Math.round(seconds / SECONDS_PER_MINUTE));
}

/** A playing time as m:ss (negative or unknown times show as 0:00). */
export function formatPlayTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
