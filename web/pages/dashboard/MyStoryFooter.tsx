import { BookOpen, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { ListedStory } from '#common/contract';
import { VISIBILITY_LABELS } from '#web/components/story/labels';
import { DeleteStoryDialog } from '#web/components/story-card/DeleteStoryDialog';
import { Button } from '#web/components/ui/button';
import { Switch } from '#web/components/ui/switch';

interface MyStoryFooterProps {
  story: ListedStory;
  deleting: boolean;
  onDelete: () => void;
  visibilityPending: boolean;
  onVisibility: (isPublic: boolean) => void;
}

/** An owner's actions on one of their stories: read, edit, delete and public/private. */
export function MyStoryFooter({ story, deleting, onDelete, visibilityPending, onVisibility }: MyStoryFooterProps) {
  const switchId = `visibility-${story._id}`;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex items-center gap-1">
        <Button asChild size="sm" variant="ghost" className="px-3">
          <Link to={`/story/${story._id}`}>
            <BookOpen aria-hidden="true" />
            Read
          </Link>
        </Button>
        <Button asChild size="sm" variant="ghost" className="px-3">
          <Link to={`/edit/${story._id}`}>
            <Pencil aria-hidden="true" />
            Edit
          </Link>
        </Button>
        <DeleteStoryDialog
          pending={deleting}
          onConfirm={onDelete}
          trigger={
            <Button size="sm" variant="ghost" className="px-3 text-danger hover:text-danger-soft" disabled={deleting}>
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          }
        />
      </div>
      <label htmlFor={switchId} className="flex cursor-pointer items-center gap-2 text-xs text-muted-foreground">
        {VISIBILITY_LABELS[story.accessType]}
        <Switch
          id={switchId}
          aria-label={`Public: ${story.title}`}
          checked={story.isPublic}
          disabled={visibilityPending}
          onCheckedChange={onVisibility}
        />
      </label>
    </div>
  );
}
