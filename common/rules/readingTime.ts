import { READING_WORDS_PER_MINUTE } from '../catalogue';
import { wordCount } from './listeningTime';

const CHARS_PER_WORD = 5;
const SECONDS_PER_MINUTE = 60;

/** Reading time at 200 words per minute, at least 1 minute. */
export function readingMinutes(text: string): number {
  return Math.max(1, Math.ceil(wordCount(text) / READING_WORDS_PER_MINUTE));
}

/** The story card's listening estimate: content length / 5 / 60, in whole minutes. */
export function listeningMinutes(contentLength: number): number {
  return Math.floor(contentLength / CHARS_PER_WORD / SECONDS_PER_MINUTE);
}
