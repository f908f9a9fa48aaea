import { BookHeart, PenLine } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ListedStory } from '#common/contract';
import { StoryCardSkeleton } from '#web/components/story-card/StoryCardSkeleton';
import { StoryGrid } from '#web/components/story-card/StoryGrid';
import { Button } from '#web/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs';
import { STORY_TABS, type StoryTab, storiesByTab } from './myStories';

const TAB_LABELS: Record<StoryTab, string> = { all: 'All', public: 'Public', private: 'Private' };

interface StoryTabsProps {
  stories: ListedStory[] | undefined;
  renderStory: (story: ListedStory) => ReactNode;
}

function EmptyStories() {
  return (
    <div className="rounded-xl border border-dashed border-border px-6 py-16 text-center">
      <BookHeart className="mx-auto size-10 text-primary" aria-hidden="true" />
      <p className="mt-4 text-2xl font-semibold font-display">No stories found</p>
      <p className="mt-1 text-sm text-muted-foreground">Write one and it will wait for you here.</p>
      <Button asChild className="mt-6">
        <Link to="/create">
          <PenLine aria-hidden="true" />
          Create
        </Link>
      </Button>
    </div>
  );
}

/** All / Public / Private with their counts; each tab a grid of the owner's cards. */
export function StoryTabs({ stories, renderStory }: StoryTabsProps) {
  const tabs = storiesByTab(stories ?? []);
  return (
    <Tabs defaultValue="all">
      <TabsList aria-label="Filter by visibility">
        {STORY_TABS.map((tab) => (
          <TabsTrigger key={tab} value={tab}>
            {TAB_LABELS[tab]} ({stories ? tabs[tab].length : '…'})
          </TabsTrigger>
        ))}
      </TabsList>
      {STORY_TABS.map((tab) => (
        <TabsContent key={tab} value={tab}>
          {!stories ? (
            <StoryGrid role="status" aria-label="Loading stories">
              {[0, 1, 2].map((index) => (
                <StoryCardSkeleton key={index} />
              ))}
            </StoryGrid>
          ) : tabs[tab].length === 0 ? (
            <EmptyStories />
          ) : (
            <StoryGrid>{tabs[tab].map(renderStory)}</StoryGrid>
          )}
        </TabsContent>
      ))}
    </Tabs>
  );
}
