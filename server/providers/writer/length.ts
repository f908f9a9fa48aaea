import { STORY_LENGTHS, WRITER_WORDS_PER_TOKEN } from '#common/catalogue/costs';
import type { WriteChapterRequest } from './port';

/** The words a chapter aims at: its length's target, never more than its token budget holds. */
export function chapterTargetWords(request: Pick<WriteChapterRequest, 'maxTokens' | 'settings'>): number {
  const budget = Math.round(request.maxTokens * WRITER_WORDS_PER_TOKEN);
  return Math.min(budget, STORY_LENGTHS[request.settings.length].targetWords);
}
