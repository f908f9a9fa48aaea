import { useState } from 'react';
import type { AdminStory, AdminVisibilityFilter } from '#common/contract';
import { type useAdminStories, useDeleteStory, useSetStoryVisibility } from '#web/api/admin';
import { toast } from '#web/lib/toast';
import { FilterSelect, ListToolbar, SearchBox } from './ListToolbar';
import { ListState } from './ListState';
import { StoriesTable } from './StoriesTable';

export interface StoryFilterState {
  search: string;
  visibility: AdminVisibilityFilter;
}

const visibilityOptions = [
  { value: 'all', label: 'All stories' },
  { value: 'public', label: 'Public' },
  { value: 'private', label: 'Private' },
] as const;

interface StoriesPanelProps {
  list: ReturnType<typeof useAdminStories>;
  filters: StoryFilterState;
  onFiltersChange: (filters: StoryFilterState) => void;
}

export function StoriesPanel({ list, filters, onFiltersChange }: StoriesPanelProps) {
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const visibility = useSetStoryVisibility();
  const remove = useDeleteStory();

  const track = (id: string, busy: boolean) =>
    setBusyIds((current) => {
      const next = new Set(current);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });

  const changeVisibility = (story: AdminStory, isPublic: boolean) => {
    track(story._id, true);
    visibility.mutate(
      { id: story._id, isPublic },
      {
        onSuccess: () => toast({ title: 'Story Updated', description: 'Story visibility has been updated.' }),
        onError: () =>
          toast({
            variant: 'destructive',
            title: 'Error',
            description: 'Failed to update story visibility. Please try again.',
          }),
        onSettled: () => track(story._id, false),
      },
    );
  };

  const deleteStory = (story: AdminStory) => {
    track(story._id, true);
    remove.mutate(story._id, {
      onSuccess: () => toast({ title: 'Story Deleted', description: `"${story.title}" has been permanently removed.` }),
      onError: () =>
        toast({ variant: 'destructive', title: 'Error', description: 'Failed to delete story. Please try again.' }),
      onSettled: () => track(story._id, false),
    });
  };

  return (
    <section aria-label="Stories" className="space-y-5">
      <ListToolbar>
        <SearchBox
          label="Search by title or author"
          value={filters.search}
          onChange={(search) => onFiltersChange({ ...filters, search })}
        />
        <FilterSelect
          label="Filter by visibility"
          value={filters.visibility}
          options={visibilityOptions}
          onChange={(value) => onFiltersChange({ ...filters, visibility: value })}
        />
      </ListToolbar>
      <ListState
        isPending={list.isPending}
        isError={list.isError}
        isEmpty={list.items.length === 0}
        emptyText="No stories found."
        errorText="The stories could not be loaded."
        onRetry={() => void list.refetch()}
        hasNextPage={list.hasNextPage}
        isFetchingNextPage={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
      >
        <StoriesTable
          stories={list.items}
          busyIds={busyIds}
          onVisibilityChange={changeVisibility}
          onDelete={deleteStory}
        />
      </ListState>
    </section>
  );
}
