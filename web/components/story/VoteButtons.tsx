import type { Story } from '#common/contract';
import { cn } from '#web/lib/cn';
import { voteButtonsOf } from './voteState';
import { Button } from '../ui/button';
import { useStoryVotes } from './useStoryVotes';

interface VoteButtonsProps {
  story: Story;
  /** Toasts for each vote (the landing page only logs failures). */
  notify?: boolean;
  className?: string;
}

/** Like, upvote and downvote with their counts; `aria-pressed` tells whether each is on. */
export function VoteButtons({ story, notify = true, className }: VoteButtonsProps) {
  const { votes, vote, pending } = useStoryVotes(story, { notify });
  const buttons = voteButtonsOf(votes);
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      {buttons.map(({ action, name, icon: Icon, on, count }) => (
        <Button
          key={action}
          size="sm"
          variant={on ? 'secondary' : 'ghost'}
          aria-pressed={on}
          aria-label={name}
          disabled={pending}
          onClick={() => vote(action)}
          className={cn('border border-border', on && 'border-primary/60 text-primary')}
        >
          <Icon aria-hidden="true" className={cn(on && action === 'like' && 'fill-current')} />
          <span className="tabular-nums">{count}</span>
        </Button>
      ))}
    </div>
  );
}
