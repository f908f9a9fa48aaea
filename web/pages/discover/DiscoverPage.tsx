import { Compass, SearchX } from 'lucide-react';
import { usePublicStories } from '#web/api/library';
import { StoryCard } from '#web/components/story-card/StoryCard';
import { StoryGridSkeleton } from '#web/components/story-card/StoryCardSkeleton';
import { StoryGrid } from '#web/components/story-card/StoryGrid';
import { Button } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { DiscoverFilters } from './DiscoverFilters';
import { PremiumTeasers } from './PremiumTeasers';
import { TagFilters } from './TagFilters';
import { ALL_CATEGORIES, useDiscoverFilters } from './useDiscoverFilters';

export default function DiscoverPage() {
  const filters = useDiscoverFilters();
  const category = filters.category === ALL_CATEGORIES ? undefined : filters.category;
  const query = usePublicStories({
    q: filters.q || undefined,
    category,
    sort: filters.sort === 'new' ? undefined : filters.sort,
    tag: filters.tags.join(',') || undefined,
    exclude: filters.excluded.join(',') || undefined,
  });
  const stories = query.data?.pages.flatMap((page) => page.stories) ?? [];

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <header className="max-w-2xl">
        <p className="inline-flex items-center gap-2 text-xs font-semibold tracking-[0.25em] text-primary uppercase">
          <Compass className="size-4" aria-hidden="true" />
          Discover
        </p>
        <h1 className="mt-3 text-5xl font-semibold">Discover Stories</h1>
        <p className="mt-3 text-foreground/70">
          Browse the stories our community chose to share: the newest, the most popular or those trending now.
        </p>
      </header>

      <div className="mt-8">
        <DiscoverFilters
          search={filters.search}
          onSearch={filters.setSearch}
          category={filters.category}
          onCategory={filters.setCategory}
          sort={filters.sort}
          onSort={filters.setSort}
        />
        <TagFilters
          tags={filters.tags}
          excluded={filters.excluded}
          onTag={filters.toggleTag}
          onExcluded={filters.toggleExcluded}
        />
      </div>

      <div className="mt-10">
        {query.isPending ? (
          <StoryGridSkeleton count={6} />
        ) : stories.length === 0 ? (
          <div className="mx-auto max-w-md rounded-xl border border-dashed border-border px-6 py-16 text-center">
            <SearchX className="mx-auto size-10 text-primary" aria-hidden="true" />
            <h2 className="mt-4 text-3xl font-semibold">No Stories Found</h2>
            <p className="mt-2 text-sm text-muted-foreground">
              {query.isError ? 'Stories could not be loaded right now.' : 'Try other words or another category.'}
            </p>
            <Button className="mt-6" variant="outline" onClick={filters.clear}>
              Clear Filters
            </Button>
          </div>
        ) : (
          <>
            <StoryGrid>
              {stories.map((story) => (
                <StoryCard key={story._id} story={story} />
              ))}
            </StoryGrid>
            {query.hasNextPage && (
              <div className="mt-10 flex justify-center">
                <Button
                  variant="outline"
                  onClick={() => void query.fetchNextPage()}
                  disabled={query.isFetchingNextPage}
                >
                  {query.isFetchingNextPage && <Spinner className="size-4" label="Loading more stories" />}
                  Load more
                </Button>
              </div>
            )}
          </>
        )}
      </div>
      <PremiumTeasers />
    </div>
  );
}
