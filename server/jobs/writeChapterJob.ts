import type { AppContext } from '../context';
import { WriterError } from '../providers/writer/port';
import { findChapters, type ChapterRow } from '../modules/chapters/chapters.repo';
import { findStory } from '../modules/stories/stories.repo';
import { publishChapterEvent } from './chapterEvents';
import { appendText, renewLease } from './chapterJobs.repo';
import { completeChapter, failChapter } from './chapterOutcome';
import { INTERRUPTED_MESSAGE } from './recovery';

export interface JobTiming {
  leaseMs: number;
  /** How often the text written so far is saved and published. */
  flushMs: number;
}

/** How much of the previous chapter the writer sees verbatim. */
const PREVIOUS_ENDING_CHARS = 600;
const GENERIC_FAILURE = 'The writer could not finish this chapter. Your credits were refunded; please try again.';

/**
 * Writes one claimed chapter: streams the writer's text into the row (and to readers) as it grows,
 * keeps the lease alive, then marks it ready, or failed and refunded.
 */
export async function runChapterJob(
  ctx: AppContext,
  chapter: ChapterRow,
  owner: string,
  timing: JobTiming,
  signal: AbortSignal,
): Promise<void> {
  const { db } = ctx;
  const abort = new AbortController();
  const stop = () => abort.abort();
  signal.addEventListener('abort', stop);

  let text = '';
  let saved = 0;
  let flushing: Promise<void> = Promise.resolve();
  const flush = () => {
    flushing = flushing.then(async () => {
      if (text.length === saved) return;
      const upto = text.length;
      const piece = text.slice(saved, upto);
      const offset = saved;
      await db.transaction(async (tx) => {
        if (!(await appendText(tx, chapter.id, owner, piece))) throw new Error('lease lost');
        await publishChapterEvent(tx, chapter.id, { type: 'text', offset, text: piece });
      });
      saved = upto;
    });
    flushing.catch(stop);
    return flushing;
  };
  const flushTimer = setInterval(flush, timing.flushMs);
  const leaseTimer = setInterval(() => {
    renewLease(db, chapter.id, owner, timing.leaseMs).then((held) => held || stop(), stop);
  }, timing.leaseMs / 3);

  try {
    const story = await findStory(db, chapter.storyId);
    if (!story) return;
    const earlier = (await findChapters(db, chapter.storyId)).filter((c) => c.number < chapter.number);
    const previous = earlier.at(-1);
    const result = await ctx.providers.writer.writeChapter(
      {
        title: story.title,
        settings: story.settings,
        chapterNumber: chapter.number,
        attempt: chapter.attempt,
        memory: story.memory,
        previousEnding: previous?.content.slice(-PREVIOUS_ENDING_CHARS) ?? '',
        earlierText: earlier.map((c) => c.content).join('\n\n'),
        instruction: chapter.instruction,
        maxTokens: chapter.maxTokens,
        signal: abort.signal,
      },
      (delta) => {
        text += delta;
      },
    );
    await flush();
    await completeChapter(db, chapter, owner, { content: result.text, choices: result.choices, memory: result.memory });
  } catch (error) {
    // Keep what was written, so the owner sees how far it got.
    await flush().catch(() => undefined);
    const message = abort.signal.aborted
      ? INTERRUPTED_MESSAGE
      : error instanceof WriterError
        ? error.message
        : GENERIC_FAILURE;
    // Guarded by the lease: a job that lost it leaves the chapter to whoever recovered it.
    await failChapter(db, chapter.id, message, { owner });
    if (!abort.signal.aborted && !(error instanceof WriterError)) throw error;
  } finally {
    clearInterval(flushTimer);
    clearInterval(leaseTimer);
    signal.removeEventListener('abort', stop);
  }
}
