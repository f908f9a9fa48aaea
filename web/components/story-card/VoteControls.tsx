import type { ListedStory } from '#common/contract';
import { cn } from '#web/lib/cn';
import { voteButtonsOf } from '../story/voteState';
import { useStoryVotes } from '../story/useStoryVotes';

/** The card's compact like / upvote / downvote row, over the story screen's vote hook. */
export function VoteControls({
  story,
  notify,
  className,
}: {
  story: ListedStory;
  notify?: boolean;
  className?: string;
}) {
  const { votes, vote, pending } = useStoryVotes(story, { notify });
  const buttons = voteButtonsOf(votes);

  return (
    <div className={cn('flex items-center gap-0.5', className)}>
      {buttons.map(({ action, name, icon: Icon, on, count }) => (
        <button
          key={action}
          type="button"
          aria-label={name}
          aria-pressed={on}
          disabled={pending}
          onClick={() => vote(action)}
          className={cn(
            'focus-ring inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-full px-2.5 text-xs font-semibold tabular-nums transition-colors disabled:cursor-wait disabled:opacity-60',
            on ? 'bg-primary/20 text-primary' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
          )}
        >
          <Icon aria-hidden="true" className={cn('size-4', on && action === 'like' && 'fill-current')} />
          <span data-testid={`${action}-count`}>{count}</span>
        </button>
      ))}
    </div>
  );
}
