import type { Story } from '#common/contract';
import { ExportButtons } from '#web/components/story/ExportButtons';
import { ShareButton } from '#web/components/story/ShareButton';
import { SaveButton } from '#web/components/story-card/SaveButton';
import { useAuth } from '#web/lib/auth';

/** What a reader does with the story as a whole: save it, share it, and for its author, download it. */
export function StoryShelf({ story }: { story: Story }) {
  const { user } = useAuth();
  return (
    <div className="mt-3 flex flex-wrap items-center gap-1">
      <SaveButton storyId={story._id} title={story.title} />
      <ShareButton story={story} />
      {user?._id === story.userId && <ExportButtons storyId={story._id} />}
    </div>
  );
}
