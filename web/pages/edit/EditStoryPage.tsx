import { LayoutDashboard, SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useStory } from '#web/api/stories';
import { NoticeCard } from '#web/components/layout/NoticeCard';
import { PageSpinner } from '#web/components/layout/PageSpinner';
import { Button } from '#web/components/ui/button';
import { EditStoryForm } from './EditStoryForm';

function StoryNotFound() {
  return (
    <NoticeCard
      icon={SearchX}
      title="Story Not Found"
      actions={
        <Button asChild>
          <Link to="/dashboard">
            <LayoutDashboard aria-hidden="true" />
            Back to My Stories
          </Link>
        </Button>
      }
    >
      This story does not exist, or it is not yours to edit.
    </NoticeCard>
  );
}

export default function EditStoryPage() {
  const { id = '' } = useParams();
  const { data: story, isPending, isError } = useStory(id);

  if (isPending) return <PageSpinner label="Loading story" />;
  // Someone else's story is treated like a missing one.
  if (isError || !story.can.edit) return <StoryNotFound />;

  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <p className="text-xs font-semibold tracking-[0.25em] text-primary uppercase">Edit</p>
      <h1 className="mt-2 text-5xl font-semibold">Edit Story</h1>
      <div className="glass mt-8 rounded-xl border border-border/80 p-6 shadow-xl shadow-black/30 sm:p-8">
        <EditStoryForm key={story._id} story={story} />
      </div>
    </div>
  );
}
