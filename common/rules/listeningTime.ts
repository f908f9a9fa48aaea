import { NARRATION_WORDS_PER_MINUTE } from '../catalogue';

export function wordCount(text: string): number {
  const words = text.trim().split(/\s+/);
  return words[0] === '' ? 0 : words.length;
}

/** Audio credits to narrate a text: one per started minute at the narration pace, at least one. */
export function narrationCost(text: string): number {
  return Math.max(1, Math.ceil(wordCount(text) / NARRATION_WORDS_PER_MINUTE));
}

/** A playing time as m:ss (negative or unknown times show as 0:00). */
export function formatPlayTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
