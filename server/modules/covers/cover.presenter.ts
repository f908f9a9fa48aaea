import type { StorySettings } from '#common/contract';
import { coverVersion, type CoverFacts } from './coverArt';

export function coverFactsOf(story: { id: string; title: string; settings: StorySettings }): CoverFacts {
  const { writingTone, atmosphere, location } = story.settings;
  return { id: story.id, title: story.title, writingTone, atmosphere, location };
}

/** The generated cover's address; its version changes with what it is drawn from, so it can be cached for good. */
export const coverUrl = (story: { id: string; title: string; settings: StorySettings }) =>
  `/api/stories/${story.id}/cover.svg?v=${coverVersion(coverFactsOf(story))}`;
