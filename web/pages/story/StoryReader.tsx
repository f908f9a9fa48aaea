import { Suspense, lazy, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { Chapter, Story } from '#common/contract';
import { useDeleteStory } from '#web/api/library';
import { CreditDialog } from '#web/components/story/CreditDialog';
import { Card } from '#web/components/ui/card';
import { useAuth } from '#web/lib/auth';
import { cn } from '#web/lib/cn';
import { toast } from '#web/lib/toast';
import { ChapterNav } from './ChapterNav';
import { ChapterView } from './ChapterView';
import { ReaderToolbar } from './ReaderToolbar';
import { StoryFrame, StorySections } from './StoryLayout';
import { StorySummary } from './StorySummary';
import { FONT_CLASSES, SIZE_CLASSES, useReaderPrefs } from './readerPrefs';
import { useChapterActions } from './useChapterActions';

// The owner's alone: their code (and the dialogs') loads for them.
const StoryMemoryPanel = lazy(() => import('./StoryMemoryPanel'));
const WholeStoryNarration = lazy(() => import('#web/components/audio/WholeStoryNarration'));

/** The chapter in the address (?chapter=n), else the newest for the author and the first for readers. */
function pickChapter(chapters: Chapter[], requested: number, isOwner: boolean): number {
  if (chapters.some((chapter) => chapter.number === requested)) return requested;
  return (isOwner ? chapters.at(-1)?.number : chapters[0]?.number) ?? 1;
}

/** The first later chapter that has a narration this reader may play. */
function nextNarratedChapter(chapters: Chapter[], after: number): number | undefined {
  return chapters.find((c) => c.number > after && c.audioUrl && !c.locked && c.status === 'ready')?.number;
}

export function StoryReader({ story, chapters }: { story: Story; chapters: Chapter[] }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [prefs, setPrefs] = useReaderPrefs();
  const [readingMode, setReadingMode] = useState(false);
  const isOwner = user?._id === story.userId;
  const selected = pickChapter(chapters, Number(params.get('chapter')), isOwner);
  const select = (n: number) => setParams({ chapter: String(n) }, { replace: true });
  const actions = useChapterActions(story, select);
  const [autoPlayChapter, setAutoPlayChapter] = useState<number>();
  const remove = useDeleteStory();

  useEffect(() => {
    if (!readingMode) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setReadingMode(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [readingMode]);

  const onDelete = () =>
    remove.mutate(story._id, {
      onSuccess: () => {
        toast({ title: 'Story Deleted', description: `"${story.title}" has been deleted.` });
        void navigate('/dashboard');
      },
      onError: () => toast({ variant: 'destructive', title: 'Failed to delete story. Please try again.' }),
    });

  const chapter = chapters.find((c) => c.number === selected);
  const toolbar = (
    <ReaderToolbar
      prefs={prefs}
      onPrefsChange={setPrefs}
      readingMode={readingMode}
      onReadingModeChange={setReadingMode}
    />
  );
  const view = chapter && (
    <ChapterView
      key={chapter.number}
      story={story}
      chapter={chapter}
      isLast={chapter.number === chapters.at(-1)?.number}
      isOwner={isOwner}
      actions={actions}
      textClassName={cn(FONT_CLASSES[prefs.font], SIZE_CLASSES[prefs.size])}
      autoPlay={autoPlayChapter === chapter.number}
      onAudioFinished={(stop) => {
        const next = stop ? undefined : nextNarratedChapter(chapters, chapter.number);
        if (!next) return;
        setAutoPlayChapter(next);
        select(next);
      }}
    />
  );

  return (
    <StoryFrame>
      {readingMode ? (
        <div className="fixed inset-0 z-40 overflow-y-auto bg-background" data-testid="reading-mode">
          <div className="mx-auto max-w-2xl px-5 py-8 sm:py-14">
            <div className="mb-10">{toolbar}</div>
            <p className="mb-2 text-sm text-muted-foreground">{story.title}</p>
            {view}
          </div>
        </div>
      ) : (
        <StorySections>
          <StorySummary story={story} deleting={remove.isPending} onDelete={onDelete} />
          {isOwner && chapters.some((c) => c.status === 'ready') && (
            <div className="flex justify-end">
              <Suspense fallback={null}>
                <WholeStoryNarration story={story} />
              </Suspense>
            </div>
          )}
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-[17rem_minmax(0,1fr)]">
            <aside className="min-w-0 space-y-4 lg:sticky lg:top-24 lg:self-start">
              <ChapterNav chapters={chapters} selected={selected} onSelect={select} />
              {isOwner && story.can.editMemory && (
                <Suspense fallback={null}>
                  <StoryMemoryPanel storyId={story._id} busy={chapters.at(-1)?.status === 'writing'} />
                </Suspense>
              )}
            </aside>
            <Card className="p-5 sm:p-10">
              <div className="mb-8 border-b border-border pb-4">{toolbar}</div>
              <div className="mx-auto max-w-2xl">{view}</div>
            </Card>
          </div>
        </StorySections>
      )}
      <CreditDialog {...actions.creditDialog} />
    </StoryFrame>
  );
}
