import { AlertTriangle, Feather, Flag, Headphones, RotateCcw } from 'lucide-react';
import type { Chapter, Story } from '#common/contract';
import { listeningMinutes } from '#common/rules/listeningTime';
import { StoryAudio } from '#web/components/audio/StoryAudio';
import { OfflineWriterNote } from '#web/components/story/OfflineWriterNote';
import { Button } from '#web/components/ui/button';
import { ChapterText } from './ChapterText';
import { ChoiceList } from './ChoiceList';
import { LockedChapter } from './LockedChapter';
import type { useChapterActions } from './useChapterActions';
import { useLiveChapter } from './useLiveChapter';

interface ChapterViewProps {
  story: Story;
  chapter: Chapter;
  isLast: boolean;
  isOwner: boolean;
  actions: ReturnType<typeof useChapterActions>;
  textClassName: string;
}

/** One chapter: locked notice, live text, or the finished text with its choices and what can follow. */
export function ChapterView({ story, chapter, isLast, isOwner, actions, textClassName }: ChapterViewProps) {
  const { text, live } = useLiveChapter(story._id, chapter);
  const title = chapter.isFinal ? `Chapter ${chapter.number} · Finale` : `Chapter ${chapter.number}`;

  return (
    <article aria-labelledby="chapter-title" className="space-y-6">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="chapter-title" className="text-3xl font-semibold sm:text-4xl">
          {title}
        </h2>
        {chapter.status === 'ready' && (
          <span
            data-testid="chapter-listening"
            className="inline-flex items-center gap-1.5 text-sm text-muted-foreground"
          >
            <Headphones className="size-4 text-primary" aria-hidden="true" />
            {listeningMinutes(chapter.listeningSeconds)} min listen
          </span>
        )}
        {live && (
          <span className="inline-flex items-center gap-2 text-xs font-medium text-primary" role="status">
            <Feather className="size-3.5 animate-pulse" aria-hidden="true" />
            Writing…
          </span>
        )}
      </header>

      {chapter.locked ? (
        <LockedChapter
          chapter={chapter}
          unlocking={actions.unlocking}
          onUnlock={() => actions.unlock(chapter.number)}
        />
      ) : (
        <>
          {chapter.status === 'ready' && <StoryAudio story={story} chapter={chapter} />}
          <ChapterText text={text} live={live} className={textClassName} />
          <OfflineWriterNote />
        </>
      )}

      {chapter.status === 'failed' && (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-xl border border-destructive/50 bg-destructive/10 p-5 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="flex items-start gap-2 text-sm">
            <AlertTriangle className="mt-0.5 size-4 shrink-0 text-[#ff8fa3]" aria-hidden="true" />
            {chapter.failureMessage ?? 'This chapter could not be written.'}
          </p>
          {isOwner && isLast && (
            <Button
              size="sm"
              variant="outline"
              disabled={actions.pending}
              onClick={() => actions.retry(chapter.number)}
            >
              <RotateCcw aria-hidden="true" />
              Retry
            </Button>
          )}
        </div>
      )}

      {chapter.status === 'ready' && chapter.choices.length > 0 && (
        <ChoiceList
          chapter={chapter}
          isOwner={isOwner}
          canChoose={isOwner && isLast && !actions.pending}
          pendingChoice={actions.pendingChoice}
          onChoose={(choice) => actions.choose(chapter.number, choice)}
        />
      )}

      {isLast && (story.can.continue || story.can.conclude) && (
        <div className="flex flex-col gap-3 border-t border-border pt-6 sm:flex-row">
          {story.can.continue && (
            <Button disabled={actions.pending} onClick={actions.continueStory}>
              <Feather aria-hidden="true" />
              Continue Story
            </Button>
          )}
          {story.can.conclude && (
            <Button variant="outline" disabled={actions.pending} onClick={actions.concludeStory}>
              <Flag aria-hidden="true" />
              Conclude Story
            </Button>
          )}
        </div>
      )}

      {chapter.isFinal && chapter.status === 'ready' && (
        <p className="pt-4 text-center font-display text-2xl text-primary italic">The End</p>
      )}
    </article>
  );
}
