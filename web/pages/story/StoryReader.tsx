import { Suspense, lazy, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { GitBranch } from 'lucide-react';
import type { Chapter, Story, TreeNode } from '#common/contract';
import { useBranchChapters, useStoryTree } from '#web/api/tree';
import { useDeleteStory } from '#web/api/library';
import { KEEP_SCROLL } from '#web/components/layout/useScrollRestoration';
import { CreditDialog } from '#web/components/story/CreditDialog';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { useAuth } from '#web/lib/auth';
import { cn } from '#web/lib/cn';
import { toast } from '#web/lib/toast';
import { ChapterNav } from './ChapterNav';
import { ChapterView } from './ChapterView';
import { ReaderToolbar } from './ReaderToolbar';
import { StoryFrame, StorySections } from './StoryLayout';
import { StoryMap } from './StoryMap';
import { StorySummary } from './StorySummary';
import { branchLeaf, pathTo } from './treePaths';
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
  const tree = useStoryTree(story._id).data;
  const [mapOpen, setMapOpen] = useState(false);
  // Another branch than the main path, when the address names one (?branch=node id).
  const requestedBranch = params.get('branch');
  const leaf = tree && requestedBranch && !tree.mainPath.includes(requestedBranch) ? requestedBranch : undefined;
  const branch = useBranchChapters(story._id, leaf);
  const shown = (leaf && branch.data) || chapters;
  const pathNodes = tree
    ? leaf
      ? pathTo(tree, leaf)
      : tree.mainPath.map((id) => tree.nodes.find((n) => n.id === id)!)
    : [];
  const selected = pickChapter(shown, Number(params.get('chapter')), isOwner);
  const select = (n: number) => setParams({ chapter: String(n) }, { replace: true });
  // After a choice, Continue or Conclude the page stays where it is: the chapter being written brings
  // itself into view (useFollowLiveText), rather than the page jumping to its top.
  const actions = useChapterActions(story, (n) =>
    setParams({ chapter: String(n) }, { replace: true, state: KEEP_SCROLL }),
  );
  const openNode = (node: TreeNode) => {
    if (tree?.mainPath.includes(node.id)) return select(node.number);
    setParams({ branch: branchLeaf(tree!, node).id, chapter: String(node.number) }, { replace: true });
  };
  const hasBranches =
    tree !== undefined && (tree.nodes.length > tree.mainPath.length || tree.nodes.some((n) => n.versions > 1));
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

  const chapter = shown.find((c) => c.number === selected);
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
      isLast={chapter.number === shown.at(-1)?.number}
      isOwner={isOwner}
      actions={actions}
      textClassName={cn(FONT_CLASSES[prefs.font], SIZE_CLASSES[prefs.size])}
      node={pathNodes[chapter.number - 1]}
      leaf={leaf}
      autoPlay={autoPlayChapter === chapter.number}
      onAudioFinished={(stop) => {
        const next = stop ? undefined : nextNarratedChapter(shown, chapter.number);
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
              <ChapterNav
                chapters={shown}
                selected={selected}
                onSelect={leaf ? (n) => setParams({ branch: leaf, chapter: String(n) }, { replace: true }) : select}
              />
              {hasBranches && (
                <Button size="sm" variant="outline" aria-expanded={mapOpen} onClick={() => setMapOpen(!mapOpen)}>
                  <GitBranch aria-hidden="true" />
                  {mapOpen ? 'Hide the story map' : 'Story map'}
                </Button>
              )}
              {hasBranches && mapOpen && (
                <StoryMap tree={tree} current={pathNodes[selected - 1]?.id} onOpen={openNode} />
              )}
              {isOwner && story.can.editMemory && (
                <Suspense fallback={null}>
                  <StoryMemoryPanel storyId={story._id} busy={chapters.at(-1)?.status === 'writing'} />
                </Suspense>
              )}
            </aside>
            <Card className="p-5 sm:p-10">
              <div className="mb-8 border-b border-border pb-4">{toolbar}</div>
              {leaf && (
                <div
                  role="status"
                  className="mx-auto mb-6 flex max-w-2xl flex-col gap-3 rounded-xl border border-primary/30 bg-primary/5 p-4 text-sm sm:flex-row sm:items-center sm:justify-between"
                >
                  <p>You are reading another branch of this story.</p>
                  <div className="flex flex-wrap gap-2">
                    <Button size="sm" variant="outline" onClick={() => select(selected)}>
                      Back to the main path
                    </Button>
                    {isOwner && (
                      <Button size="sm" onClick={() => void actions.takePath(leaf).then(() => select(selected))}>
                        Make this the main path
                      </Button>
                    )}
                  </div>
                </div>
              )}
              <div className="mx-auto max-w-2xl">{view}</div>
            </Card>
          </div>
        </StorySections>
      )}
      <CreditDialog {...actions.creditDialog} />
    </StoryFrame>
  );
}
