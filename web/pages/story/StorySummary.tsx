import { BookOpen, Clock, Headphones, Pencil, Trash2, User } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import { Link } from 'react-router';
import type { Story } from '#common/contract';
import { listeningMinutes } from '#common/rules/listeningTime';
import { readingMinutes } from '#common/rules/readingTime';
import { AiGeneratedBadge } from '#web/components/story/AiGeneratedBadge';
import { HiddenStoryNotice } from '#web/components/story/HiddenStoryNotice';
import { StoryTags } from '#web/components/story/StoryTags';
import { ACCESS_LABELS, categoryLabel } from '#web/components/story/labels';
import { VoteButtons } from '#web/components/story/VoteButtons';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { ReportStoryButton } from './ReportStoryButton';
import { StoryShelf } from './StoryShelf';
import { SummaryCard } from './StoryLayout';

// Only the author and admins may delete: the dialog's code loads for them alone.
const DeleteStoryDialog = lazy(() =>
  import('#web/components/story-card/DeleteStoryDialog').then(({ DeleteStoryDialog }) => ({
    default: DeleteStoryDialog,
  })),
);

interface StorySummaryProps {
  story: Story;
  deleting: boolean;
  onDelete: () => void;
}

export function StorySummary({ story, deleting, onDelete }: StorySummaryProps) {
  const count = story.currentChapter;
  const facts = [
    { icon: BookOpen, label: `${count} chapter${count === 1 ? '' : 's'}` },
    { icon: Clock, label: `${readingMinutes(story.textLength)} min read` },
    // The same figure as the story's card: real narration durations, estimates for the rest.
    { icon: Headphones, label: `${listeningMinutes(story.listeningSeconds)} min listen` },
  ];
  return (
    <SummaryCard story={story}>
      <div className="bg-gradient-to-br from-wine/40 via-plum/40 to-transparent p-6 sm:p-8">
        <div className="flex flex-wrap gap-2">
          <Badge>{story.settings.writingTone || 'Romance'}</Badge>
          <Badge variant="muted">{categoryLabel(story.category)}</Badge>
          <Badge variant={story.accessType === 'public' ? 'muted' : 'premium'}>
            {ACCESS_LABELS[story.accessType].label}
          </Badge>
          {story.isConcluded && <Badge variant="muted">Complete</Badge>}
          <AiGeneratedBadge />
        </div>
        {story.hiddenReason && (
          <div className="mt-4">
            <HiddenStoryNotice reason={story.hiddenReason} />
          </div>
        )}
        <h1 className="mt-4 text-4xl leading-tight font-semibold break-words sm:text-5xl">{story.title}</h1>
        <p className="mt-2 flex items-center gap-2 text-sm text-muted-foreground">
          <User className="size-4" aria-hidden="true" />
          by{' '}
          <Link
            to={`/author/${story.userId}`}
            className="focus-ring rounded-sm font-medium text-foreground hover:underline"
          >
            {story.userName}
          </Link>
        </p>
        <StoryTags tags={story.tags} className="mt-4" />
        <StoryShelf story={story} />
        <ul className="mt-5 flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
          {facts.map(({ icon: Icon, label }) => (
            <li key={label} className="inline-flex items-center gap-1.5">
              <Icon className="size-4 text-primary" aria-hidden="true" />
              {label}
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
          <VoteButtons story={story} />
          {(story.can.edit || story.can.delete || story.can.report || story.hasReported) && (
            <div className="flex gap-2">
              {story.can.edit && (
                <Button asChild size="sm" variant="outline">
                  <Link to={`/edit/${story._id}`}>
                    <Pencil aria-hidden="true" />
                    Edit
                  </Link>
                </Button>
              )}
              <ReportStoryButton story={story} />
              {story.can.delete && <DeleteButton deleting={deleting} onDelete={onDelete} />}
            </div>
          )}
        </div>
      </div>
    </SummaryCard>
  );
}

function DeleteButton({ deleting, onDelete }: Pick<StorySummaryProps, 'deleting' | 'onDelete'>) {
  const [asked, setAsked] = useState(false);
  const button = (onClick?: () => void) => (
    <Button size="sm" variant="ghost" className="text-danger" disabled={deleting} onClick={onClick}>
      <Trash2 aria-hidden="true" />
      Delete
    </Button>
  );
  // A click before the dialog's code is here opens it as soon as it is.
  return (
    <Suspense fallback={button(() => setAsked(true))}>
      <DeleteStoryDialog pending={deleting} onConfirm={onDelete} trigger={button()} defaultOpen={asked} />
    </Suspense>
  );
}
