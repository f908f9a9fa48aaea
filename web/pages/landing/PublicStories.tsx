import { ArrowRight } from 'lucide-react';
import { Suspense, lazy } from 'react';
import { Link } from 'react-router';
import { StoryGridSkeleton } from '#web/components/story-card/StoryCardSkeleton';
import { Button } from '#web/components/ui/button';
import { useHydrated } from '#web/lib/hydration';

// The cards and the list's contract schemas load beside the page, not before its first paint. The page
// is built at build time and hydrated with its skeleton, so no boundary is left suspended in its HTML.
const PublicStoryGrid = lazy(() => import('./PublicStoryGrid'));

export function PublicStories() {
  const hydrated = useHydrated();
  const skeleton = <StoryGridSkeleton count={3} />;
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
          {hydrated ? (
            <Suspense fallback={skeleton}>
              <PublicStoryGrid />
            </Suspense>
          ) : (
            skeleton
          )}
        </div>
      </div>
    </section>
  );
}
