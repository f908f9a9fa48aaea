import { Bookmark } from 'lucide-react';
import { useSavedStory } from '#web/api/community';
import { cn } from '#web/lib/cn';

/** Adds the story to the reader's reading list or takes it off; visitors see nothing. */
export function SaveButton({ storyId, title, className }: { storyId: string; title: string; className?: string }) {
  const { signedIn, isSaved, toggle } = useSavedStory(storyId);
  if (!signedIn) return null;
  const label = isSaved ? 'Saved' : 'Save';
  return (
    <button
      type="button"
      aria-pressed={isSaved}
      aria-label={`${label} ${title}`}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate(!isSaved)}
      className={cn(
        'focus-ring inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-full px-2.5 text-xs font-semibold transition-colors disabled:cursor-wait disabled:opacity-60',
        isSaved ? 'bg-primary/20 text-primary' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
        className,
      )}
    >
      <Bookmark aria-hidden="true" className={cn('size-4', isSaved && 'fill-current')} />
      {label}
    </button>
  );
}
