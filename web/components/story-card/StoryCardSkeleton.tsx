import { Skeleton } from '../ui/skeleton';
import { StoryGrid } from './StoryGrid';

export function StoryCardSkeleton() {
  return (
    <div data-testid="story-card-skeleton" className="overflow-hidden rounded-xl border border-border/60 bg-card/60">
      <Skeleton className="aspect-[16/10] rounded-none" />
      <div className="space-y-3 p-5">
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-3 w-1/3" />
        <Skeleton className="h-3 w-full" />
        <Skeleton className="h-3 w-5/6" />
        <div className="flex justify-between pt-2">
          <Skeleton className="h-4 w-20" />
          <Skeleton className="h-4 w-28" />
        </div>
      </div>
    </div>
  );
}

/** A grid of placeholder cards while stories load. */
export function StoryGridSkeleton({ count }: { count: number }) {
  return (
    <StoryGrid role="status" aria-label="Loading stories">
      {Array.from({ length: count }, (_, index) => (
        <StoryCardSkeleton key={index} />
      ))}
    </StoryGrid>
  );
}
