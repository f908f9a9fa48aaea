import { PenLine } from 'lucide-react';
import { Link } from 'react-router';
import { usePublicStoriesPage } from '#web/api/library';
import { StoryCard } from '#web/components/story-card/StoryCard';
import { StoryGridSkeleton } from '#web/components/story-card/StoryCardSkeleton';
import { StoryGrid } from '#web/components/story-card/StoryGrid';
import { Button } from '#web/components/ui/button';

const LANDING_STORY_COUNT = 6;

export default function PublicStoryGrid() {
  const { data, isPending, isError } = usePublicStoriesPage({ limit: LANDING_STORY_COUNT });
  const stories = data?.stories ?? [];
  return isPending ? (
    <StoryGridSkeleton count={3} />
  ) : stories.length === 0 || isError ? (
    <div className="rounded-xl border border-dashed border-border px-6 py-14 text-center">
      <p className="text-foreground/80">No stories found. Be the first to create one!</p>
      <Button asChild className="mt-6">
        <Link to="/create">
          <PenLine aria-hidden="true" />
          Create Story
        </Link>
      </Button>
    </div>
  ) : (
    <StoryGrid>
      {stories.map((story) => (
        <StoryCard key={story._id} story={story} notifyVotes={false} />
      ))}
    </StoryGrid>
  );
}
