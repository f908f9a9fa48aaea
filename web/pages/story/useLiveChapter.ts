import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Chapter } from '#common/contract';
import { streamChapter } from '#web/api/chapterStream';
import { storyKeys, storyQueries } from '#web/api/stories';
import { useAuth } from '#web/lib/auth';

const RECONNECT_MS = 1000;

const replaceChapter = (chapters: Chapter[] | undefined, chapter: Chapter) =>
  chapters?.map((current) => (current.number === chapter.number ? chapter : current));

/**
 * The text of a chapter being written, as it arrives. When it is done the finished chapter
 * replaces the listed one (choices, or the failure), and the story is refetched for its new state.
 */
export function useLiveChapter(storyId: string, chapter: Chapter) {
  const queryClient = useQueryClient();
  const { refreshUser } = useAuth();
  const live = chapter.status === 'writing' && !chapter.locked;
  const [text, setText] = useState(chapter.content ?? '');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!live) return;
    const controller = new AbortController();
    let finished = false;
    let first = true;
    streamChapter(
      storyId,
      chapter.number,
      {
        // The first piece is everything written so far; the stream itself resumes a broken connection
        // without a gap or a repeat, and when it gives up this effect starts over cleanly.
        onText: (piece) => {
          setText((current) => (first ? piece : current + piece));
          first = false;
        },
        onDone: (done) => {
          finished = true;
          setText(done.content ?? '');
          queryClient.setQueryData(storyQueries.chapters(storyId).queryKey, (chapters) =>
            replaceChapter(chapters, done),
          );
          void queryClient.invalidateQueries({ queryKey: storyKeys.detail(storyId) });
          if (done.status === 'failed') void refreshUser();
        },
      },
      controller.signal,
    )
      .catch(() => undefined)
      .finally(() => {
        if (finished || controller.signal.aborted) return;
        setTimeout(() => {
          if (controller.signal.aborted) return;
          void queryClient.invalidateQueries({ queryKey: storyKeys.chapters(storyId) });
          setAttempt((n) => n + 1);
        }, RECONNECT_MS);
      });
    return () => controller.abort();
  }, [live, storyId, chapter.number, attempt, queryClient, refreshUser]);

  return { text: live ? text : (chapter.content ?? ''), live };
}
