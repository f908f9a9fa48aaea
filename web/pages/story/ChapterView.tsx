import { AlertTriangle, ArrowDown, Feather, Flag, Headphones, PenLine, RefreshCw, RotateCcw } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Chapter, Story, TreeNode } from '#common/contract';
import { listeningMinutes } from '#common/rules/listeningTime';
import { ReadAlongProvider } from '#web/components/audio/readAlong';
import { StoryAudio } from '#web/components/audio/StoryAudio';
import { priceFor } from '#web/components/price/actionPrice';
import { PricedAction } from '#web/components/price/PricedAction';
import { OfflineWriterNote } from '#web/components/story/OfflineWriterNote';
import { useAuth } from '#web/lib/auth';
import { Button } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { ChapterText } from './ChapterText';
import { ChoiceList } from './ChoiceList';
import { LockedChapter } from './LockedChapter';
import { OwnChoiceBox } from './OwnChoiceBox';
import type { useChapterActions } from './useChapterActions';
import { useFollowLiveText } from './useFollowLiveText';
import { useLiveChapter } from './useLiveChapter';
import { VersionSwitcher } from './VersionSwitcher';
import { WritingStatus } from './WritingStatus';

// The owner's tools load for the owner alone, and the editor only once they edit.
const ChapterEditor = lazy(() => import('./ChapterEditor'));
const DirectionBox = lazy(() => import('./DirectionBox'));

interface ChapterViewProps {
  story: Story;
  chapter: Chapter;
  isLast: boolean;
  isOwner: boolean;
  actions: ReturnType<typeof useChapterActions>;
  textClassName: string;
  /** This chapter's node in the story's tree, once the map has loaded. */
  node?: TreeNode;
  /** The branch being read, when it is not the main path: the owner's tools stay on the main path. */
  leaf?: string;
  /** Start the narration at once (the previous chapter's just finished). */
  autoPlay?: boolean;
  onAudioFinished?(stop: boolean): void;
}

/** One chapter: locked notice, live text, or the finished text with its choices and what can follow. */
export function ChapterView({
  story,
  chapter,
  isLast,
  isOwner,
  actions,
  textClassName,
  node,
  leaf,
  autoPlay,
  onAudioFinished,
}: ChapterViewProps) {
  const onMainPath = leaf === undefined;
  const { text, live } = useLiveChapter(story._id, chapter);
  const follow = useFollowLiveText(live, text);
  const { user } = useAuth();
  const price = (action: Parameters<typeof priceFor>[0]) => priceFor(action, user);
  const title = chapter.isFinal ? `Chapter ${chapter.number} · Finale` : `Chapter ${chapter.number}`;
  const [direction, setDirection] = useState('');
  const [editing, setEditing] = useState(false);
  const canEdit = isOwner && onMainPath && story.can.editMemory && chapter.status === 'ready' && !chapter.locked;
  const canRegenerate = isOwner && onMainPath && isLast && story.can.regenerate && chapter.status === 'ready';
  const canSteer = isOwner && onMainPath && !actions.pending;
  const credits = chapter.textCreditsCost === 1 ? '1 credit' : `${chapter.textCreditsCost} credits`;

  return (
    <article aria-labelledby="chapter-title" className="space-y-6">
      <header ref={follow.start} className="flex scroll-mt-20 flex-wrap items-baseline justify-between gap-2">
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
          <span className="inline-flex items-center gap-2 text-xs font-medium text-primary" aria-hidden="true">
            <Feather className="size-3.5 animate-pulse" aria-hidden="true" />
            Writing…
          </span>
        )}
      </header>
      <WritingStatus live={live} />
      {/* In the body: the card around the chapter is a containing block for anything fixed inside it. */}
      {follow.away &&
        createPortal(
          <Button
            size="sm"
            onClick={follow.jump}
            className="fixed bottom-24 left-1/2 z-30 -translate-x-1/2 rounded-full shadow-lg"
          >
            <ArrowDown aria-hidden="true" />
            Jump to live text
          </Button>,
          document.body,
        )}

      {chapter.locked ? (
        <LockedChapter
          chapter={chapter}
          price={price({ kind: 'unlock', chapterTextCreditsCost: chapter.textCreditsCost })}
          unlocking={actions.unlocking}
          onUnlock={() => actions.unlock(chapter, leaf)}
        />
      ) : (
        <ReadAlongProvider>
          {chapter.status === 'ready' && !editing && (
            <StoryAudio story={story} chapter={chapter} autoPlay={autoPlay} onFinished={onAudioFinished} />
          )}
          {editing ? (
            <Suspense fallback={<Spinner className="mx-auto block" label="Loading the editor" />}>
              <ChapterEditor
                number={chapter.number}
                content={chapter.content ?? ''}
                saving={actions.saving}
                onCancel={() => setEditing(false)}
                onSave={(content) =>
                  void actions.edit(chapter.number, content).then((saved) => saved && setEditing(false))
                }
              />
            </Suspense>
          ) : (
            <ChapterText
              text={text}
              live={live}
              ready={chapter.status === 'ready'}
              className={textClassName}
              caretRef={follow.end}
            />
          )}
          <OfflineWriterNote />
        </ReadAlongProvider>
      )}

      {isOwner && onMainPath && chapter.status === 'ready' && (node?.versions ?? 1) > 1 && !editing && (
        <VersionSwitcher
          storyId={story._id}
          chapter={chapter.number}
          keeping={actions.keeping}
          onKeep={(version) => actions.keepVersion(chapter.number, version)}
        />
      )}

      {(canEdit || canRegenerate) && !editing && (
        <div className="flex flex-wrap gap-3">
          {canEdit && (
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              <PenLine aria-hidden="true" />
              Edit chapter
            </Button>
          )}
          {canRegenerate && (
            <Button size="sm" variant="outline" disabled={actions.pending} onClick={() => actions.regenerate(chapter)}>
              <RefreshCw aria-hidden="true" />
              Regenerate ({credits})
            </Button>
          )}
        </div>
      )}

      {chapter.status === 'failed' && (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-xl border border-destructive/50 bg-destructive/10 p-5 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="flex items-start gap-2 text-sm">
            <AlertTriangle className="mt-0.5 size-4 shrink-0 text-danger" aria-hidden="true" />
            {chapter.failureMessage ?? 'This chapter could not be written.'}
          </p>
          {isOwner && onMainPath && isLast && (
            <PricedAction price={price({ kind: 'rewrite', chapterTextCreditsCost: chapter.textCreditsCost })}>
              <Button size="sm" variant="outline" disabled={actions.pending} onClick={() => actions.retry(chapter)}>
                <RotateCcw aria-hidden="true" />
                Retry
              </Button>
            </PricedAction>
          )}
        </div>
      )}

      {chapter.status === 'ready' && chapter.choices.length > 0 && (
        <ChoiceList
          chapter={chapter}
          isOwner={isOwner}
          canChoose={isOwner && onMainPath && isLast && !actions.pending}
          price={isOwner && onMainPath && isLast ? price({ kind: 'choice' }) : undefined}
          pendingChoice={actions.pendingChoice}
          onChoose={(choice) => actions.choose(chapter.number, choice)}
          onTakeOther={canSteer ? (choice) => actions.choose(chapter.number, choice) : undefined}
        />
      )}

      {canSteer && isLast && chapter.status === 'ready' && chapter.choices.length > 0 && !chapter.chosenChoice && (
        <OwnChoiceBox
          chapter={chapter.number}
          price={price({ kind: 'choice' })}
          disabled={actions.pending}
          onSubmit={(text) => actions.choose(chapter.number, text, true)}
        />
      )}

      {onMainPath && isLast && (story.can.continue || story.can.conclude) && (
        <div className="space-y-4 border-t border-border pt-6">
          <Suspense fallback={null}>
            <DirectionBox value={direction} onChange={setDirection} />
          </Suspense>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            {story.can.continue && (
              <PricedAction price={price({ kind: 'continue' })}>
                <Button disabled={actions.pending} onClick={() => actions.continueStory(direction)}>
                  <Feather aria-hidden="true" />
                  Continue Story
                </Button>
              </PricedAction>
            )}
            {story.can.conclude && (
              <PricedAction price={price({ kind: 'conclude' })}>
                <Button variant="outline" disabled={actions.pending} onClick={() => actions.concludeStory(direction)}>
                  <Flag aria-hidden="true" />
                  Conclude Story
                </Button>
              </PricedAction>
            )}
          </div>
        </div>
      )}

      {chapter.isFinal && chapter.status === 'ready' && (
        <p className="pt-4 text-center font-display text-2xl text-primary italic">The End</p>
      )}
    </article>
  );
}
