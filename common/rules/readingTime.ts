import { CHARS_PER_WORD, READING_WORDS_PER_MINUTE } from '../catalogue/costs';

/** Reading time of a text of that many characters at 200 words a minute, at least 1 minute. */
export function readingMinutes(contentLength: number): number {
  return Math.max(1, Math.ceil(contentLength / CHARS_PER_WORD / READING_WORDS_PER_MINUTE));
}
