import type { StorySettings } from '#common/contract';
import { coverVersion, type CoverFacts } from './coverArt';

type CoverSource = { id: string; title: string; settings: StorySettings };

export function coverFactsOf(story: CoverSource): CoverFacts {
  const { writingTone, atmosphere, location } = story.settings;
  return { id: story.id, title: story.title, writingTone, atmosphere, location };
}

/** The generated cover's address; its version changes with what it is drawn from, so it can be cached for good. */
export const coverUrl = (story: CoverSource, format: 'svg' | 'png' = 'svg') =>
  `/api/stories/${story.id}/cover.${format}?v=${coverVersion(coverFactsOf(story))}`;
