import { useState } from 'react';
import type { ReportAction, ReportedStory } from '#common/contract';
import { messageOf } from '#web/api/client';
import { type useReportQueue, useReviewReport } from '#web/api/adminReview';
import { toast } from '#web/lib/toast';
import { ListState } from './ListState';
import { ReportedStoryCard } from './ReportedStoryCard';

const DONE: Record<ReportAction, string> = {
  dismiss: 'Reports Dismissed',
  hide: 'Story Hidden',
  delete: 'Story Deleted',
  ban: 'Author Banned',
};

/** The review queue: reported stories, the most recently reported first. */
export function ReportsPanel({ list }: { list: ReturnType<typeof useReportQueue> }) {
  const review = useReviewReport();
  const [busyId, setBusyId] = useState<string>();

  const act = (story: ReportedStory, action: ReportAction) => {
    setBusyId(story.storyId);
    review.mutate(
      { storyId: story.storyId, action },
      {
        onSuccess: (result) => toast({ title: DONE[action], description: result.message }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Error',
            description: messageOf(error, 'Failed to review the reports. Please try again.'),
          }),
        onSettled: () => setBusyId(undefined),
      },
    );
  };

  return (
    <section aria-label="Reports" className="space-y-5">
      <p className="text-sm text-muted-foreground">
        Stories readers reported. Dismissing clears the reports and shows the story again; every decision goes to the
        audit log.
      </p>
      <ListState
        isPending={list.isPending}
        isError={list.isError}
        isEmpty={list.items.length === 0}
        emptyText="No open reports. All clear."
        errorText="The reports could not be loaded."
        onRetry={() => void list.refetch()}
        hasNextPage={list.hasNextPage}
        isFetchingNextPage={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
      >
        <div className="space-y-4">
          {list.items.map((story) => (
            <ReportedStoryCard key={story.storyId} story={story} pending={busyId === story.storyId} onAction={act} />
          ))}
        </div>
      </ListState>
    </section>
  );
}
