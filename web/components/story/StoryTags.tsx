import { STORY_TAGS, type StoryTagId } from '#common/catalogue/storyChoices';
import { cn } from '#web/lib/cn';

/**
 * A story's tags and content notes, as its author chose them from the fixed list: the tags first,
 * then the notes, each said to be one (so a reader sees what the story holds before opening it).
 */
export function StoryTags({ tags, className }: { tags: readonly StoryTagId[]; className?: string }) {
  const chosen = STORY_TAGS.filter((tag) => tags.includes(tag.id));
  if (chosen.length === 0) return null;
  return (
    <ul aria-label="Tags and content notes" className={cn('flex flex-wrap gap-1.5', className)}>
      {chosen.map((tag) => (
        <li
          key={tag.id}
          className={cn(
            'rounded-full border px-2.5 py-0.5 text-xs',
            tag.kind === 'tag'
              ? 'border-primary/30 bg-primary/10 text-primary'
              : 'border-border bg-muted/40 text-muted-foreground',
          )}
        >
          {tag.kind === 'note' && 'Note · '}
          {tag.label}
        </li>
      ))}
    </ul>
  );
}
