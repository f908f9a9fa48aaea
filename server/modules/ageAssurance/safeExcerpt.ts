import { SAFE_EXCERPT } from '#server/tuning';
import { excerpt } from '#common/rules/excerpt';
import { isExplicit } from './explicitness';

const sentences = new Intl.Segmenter('en', { granularity: 'sentence' });

/**
 * What a visitor who has not verified their age sees of chapter 1: its first sentences, up to the
 * first one the explicitness check flags (so possibly nothing), within SAFE_EXCERPT's bounds.
 */
export function safeExcerpt(text: string): string {
  let kept = '';
  let count = 0;
  for (const { segment } of sentences.segment(text)) {
    if (count === SAFE_EXCERPT.sentences || isExplicit(segment)) break;
    kept += segment;
    count += 1;
    if (kept.length >= SAFE_EXCERPT.maxChars) break;
  }
  return excerpt(kept.trim(), SAFE_EXCERPT.maxChars);
}
