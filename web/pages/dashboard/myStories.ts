import type { ListedStory } from '#common/contract';

export const STORY_TABS = ['all', 'public', 'private'] as const;
export type StoryTab = (typeof STORY_TABS)[number];

/** The owner's stories whose title contains the search, ignoring case. */
export function searchByTitle(stories: ListedStory[], search: string): ListedStory[] {
  const needle = search.trim().toLowerCase();
  return needle ? stories.filter((story) => story.title.toLowerCase().includes(needle)) : stories;
}

/** The stories under each tab: All, Public (isPublic) and Private (the rest). */
export function storiesByTab(stories: ListedStory[]): Record<StoryTab, ListedStory[]> {
  return {
    all: stories,
    public: stories.filter((story) => story.isPublic),
    private: stories.filter((story) => !story.isPublic),
  };
}
