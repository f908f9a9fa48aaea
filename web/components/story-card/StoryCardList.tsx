import type { ReactNode } from 'react';
import type { ListedStory } from '#common/contract';
import { StoryCard } from './StoryCard';
import { StoryGridSkeleton } from './StoryCardSkeleton';
import { StoryGrid } from './StoryGrid';

/** A list of story cards: skeletons while it loads (`stories` undefined), `empty` when it holds none. */
export function StoryCardList({ stories, empty }: { stories: ListedStory[] | undefined; empty: ReactNode }) {
  if (!stories) return <StoryGridSkeleton count={3} />;
  if (stories.length === 0) return empty;
  return (
    <StoryGrid>
      {stories.map((story) => (
        <StoryCard key={story._id} story={story} />
      ))}
    </StoryGrid>
  );
}
