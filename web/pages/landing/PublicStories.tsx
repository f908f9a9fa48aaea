import { ArrowRight, PenLine } from 'lucide-react';
import { Link } from 'react-router';
import { usePublicStoriesPage } from '#web/api/library';
import { StoryCard } from '#web/components/story-card/StoryCard';
import { StoryGridSkeleton } from '#web/components/story-card/StoryCardSkeleton';
import { StoryGrid } from '#web/components/story-card/StoryGrid';
import { Button } from '#web/components/ui/button';

const LANDING_STORY_COUNT = 6;

export function PublicStories() {
  const { data, isPending, isError } = usePublicStoriesPage({ limit: LANDING_STORY_COUNT });
  const stories = data?.stories ?? [];

  return (
    <section aria-labelledby="public-stories-title" className="border-y border-border/60 bg-black/15">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-xs font-semibold tracking-[0.25em] text-primary uppercase">From the community</p>
            <h2 id="public-stories-title" className="mt-3 text-4xl font-semibold sm:text-5xl">
              Public Stories
            </h2>
          </div>
          <Button asChild variant="outline">
            <Link to="/discover">
              View all
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
        <div className="mt-10">
          {isPending ? (
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
          )}
        </div>
      </div>
    </section>
  );
}
