import { PenLine, Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDeleteStory, useMyStories } from '#web/api/library';
import { CreditsCard } from '#web/components/credits-card/CreditsCard';
import { StoryCard } from '#web/components/story-card/StoryCard';
import { useVisibilityToggle } from '#web/components/story-card/useVisibilityToggle';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { useAuth } from '#web/lib/auth';
import { toast } from '#web/lib/toast';
import { ContinueReading } from './ContinueReading';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { MyStoryFooter } from './MyStoryFooter';
import { StoryTabs } from './StoryTabs';
import { searchByTitle } from './myStories';

const visibilityMessages = {
  success: { title: 'Story Updated', description: 'Visibility settings have been saved.' },
  failure: { title: 'Error', description: 'Failed to update story visibility. Please try again.' },
};

export default function DashboardPage() {
  const { user } = useAuth();
  const [search, setSearch] = useState('');
  const { data: stories } = useMyStories();
  const deletion = useDeleteStory();
  const visibility = useVisibilityToggle(visibilityMessages);

  const remove = (id: string) =>
    deletion.mutate(id, {
      onSuccess: () => toast({ title: 'Story Deleted', description: 'Your story has been permanently removed.' }),
      onError: () =>
        toast({ variant: 'destructive', title: 'Error', description: 'Failed to delete story. Please try again.' }),
    });

  if (!user) return null;

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-12 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-xs font-semibold tracking-[0.25em] text-primary uppercase">Dashboard</p>
          <h1 className="mt-2 text-5xl font-semibold">My Stories</h1>
        </div>
        <Button asChild>
          <Link to="/create">
            <PenLine aria-hidden="true" />
            Create New Story
          </Link>
        </Button>
      </header>

      <CreditsCard textCredits={user.textCredits} audioCredits={user.audioCredits} isPremium={user.isPremium} />

      <ContinueReading />

      <div className="relative max-w-md">
        <Search
          className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label="Search my stories"
          placeholder="Search by title..."
          className="pl-11"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>

      <StoryTabs
        stories={stories && searchByTitle(stories, search)}
        renderStory={(story) => (
          <StoryCard
            key={story._id}
            story={story}
            footer={
              <MyStoryFooter
                story={story}
                deleting={deletion.isPending && deletion.variables === story._id}
                onDelete={() => remove(story._id)}
                visibilityPending={visibility.pendingId === story._id}
                onVisibility={(isPublic) => visibility.toggle(story._id, isPublic)}
              />
            }
          />
        )}
      />

      <footer className="flex justify-end border-t border-border/60 pt-6">
        <DeleteAccountDialog email={user.email} />
      </footer>
    </div>
  );
}
