import type { Database } from '#server/db/client';
import type { Moderator } from '#server/providers/moderation/port';
import { WriterError, type Writer } from '#server/providers/writer/port';
import type { ChapterRow } from '#server/modules/chapters/chapters.repo';
import { findEarlierChapters } from '#server/modules/chapters/chapterTree.repo';
import { findStory } from '#server/modules/stories/stories.repo';
import { publishChapterEvent } from '#server/modules/chapters/chapterEvents.repo';
import { appendText, renewLease } from '#server/modules/chapters/chapterLeases.repo';
import { completeChapter, failChapter, handOffChapter } from '#server/modules/chapters/chapterOutcome.service';
import { REFUSALS } from '#server/modules/moderation/moderation.service';
import { approximateTokens, type WriterMetrics } from '#server/modules/metrics/metrics.service';
import { recordProviderFailure } from '#server/modules/metrics/providerFailures.repo';
import { INTERRUPTED_MESSAGE } from './recovery';
import { SentenceGate } from './sentenceGate';

/** What writing a chapter needs: the database, the writer and the moderator that checks its text. */
export interface ChapterWriting {
  db: Database;
  writer: Writer;
  moderation: Moderator;
}

export interface JobTiming {
  leaseMs: number;
  /** How often the text written so far is saved and published. */
  flushMs: number;
}

/** The abort reason of a job whose instance is stopping while another can take the chapter on. */
export const HAND_OFF = 'hand-off';

function untilAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    const fail = () => reject(new Error('stopped'));
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });
}

const NO_METRICS: WriterMetrics = {
  chapterStarted: () => undefined,
  chapterEnded: () => undefined,
  firstToken: () => undefined,
  written: () => undefined,
  providerFailed: () => undefined,
};
const GENERIC_FAILURE = 'The writer could not finish this chapter. Your credits were refunded; please try again.';
const UNCHECKED_FAILURE =
  'This chapter could not be checked against the content rules, so it was stopped. Your credits were refunded; please try again.';
const refusedMessage = (rule: string) =>
  `This chapter was stopped because the writer broke the content rules. ${rule} Your credits were refunded.`;

/**
 * Writes one claimed chapter: streams the writer's text into the row (and to readers) as it grows,
 * keeps the lease alive, then marks it ready, or failed and refunded.
 */
export async function runChapterJob(
  deps: ChapterWriting,
  chapter: ChapterRow,
  owner: string,
  timing: JobTiming,
  signal: AbortSignal,
  metrics: WriterMetrics = NO_METRICS,
): Promise<void> {
  const { db } = deps;
  const abort = new AbortController();
  const stop = () => abort.abort();
  signal.addEventListener('abort', stop);

  const gate = new SentenceGate(deps.moderation, stop);
  // A chapter handed on by a stopping or dead instance keeps its saved, checked text and goes on from there.
  const resumed = chapter.content;
  const written = () => resumed + gate.cleared;
  let saved = resumed.length;
  const startedAt = performance.now();
  let firstTokenAt: number | undefined;
  metrics.chapterStarted();
  let flushing: Promise<void> = Promise.resolve();
  const flush = () => {
    flushing = flushing.then(async () => {
      const text = written();
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
    const earlier = await findEarlierChapters(db, chapter);
    const previous = earlier.at(-1);
    const writing = deps.writer.writeChapter(
      {
        title: story.title,
        settings: story.settings,
        chapterNumber: chapter.number,
        attempt: chapter.attempt,
        // The story's memory is the main path's; a branch the owner moved away from remembers its own past.
        memory: chapter.onMainPath ? story.memory : (previous?.memory ?? ''),
        earlierChapters: earlier.map((c) => c.content),
        instruction: chapter.instruction,
        maxTokens: chapter.maxTokens,
        ...(resumed && { resumeFrom: resumed }),
        signal: abort.signal,
      },
      (delta) => {
        if (firstTokenAt === undefined) {
          firstTokenAt = performance.now();
          metrics.firstToken((firstTokenAt - startedAt) / 1000);
        }
        gate.push(delta);
      },
    );
    writing.catch(() => undefined);
    // Once stopped, the job does not wait for the writer to notice: a stream can end without ever settling.
    const result = await Promise.race([writing, untilAborted(abort.signal)]);
    // The choices and the memory the writer wrote are stored and shown later, so they are judged like the prose.
    await gate.finish([...result.choices, result.memory]);
    if (gate.stopped) throw new Error('stopped by moderation');
    await flush();
    await completeChapter(db, chapter, owner, {
      content: written(),
      choices: result.choices,
      memory: result.memory,
    });
    metrics.written(approximateTokens(written()), (performance.now() - (firstTokenAt ?? startedAt)) / 1000);
    metrics.chapterEnded('ready');
  } catch (error) {
    // The unfinished last sentence is checked too, so the owner sees how far the writer got.
    if (!gate.stopped) await gate.finish();
    if (gate.refusal) {
      // Nothing of a chapter that broke the rules stays readable, not even its checked sentences.
      await failChapter(db, chapter.id, refusedMessage(REFUSALS[gate.refusal]), { owner }, true);
      return;
    }
    // Keep what was written, so the owner sees how far it got, or the next instance goes on from there.
    await flush().catch(() => undefined);
    if (signal.reason === HAND_OFF && !gate.failure && (await handOffChapter(db, chapter.id, { owner }))) {
      metrics.chapterEnded('handed_off');
      return;
    }
    if (gate.failure) {
      await failChapter(db, chapter.id, UNCHECKED_FAILURE, { owner });
      return;
    }
    const message = abort.signal.aborted
      ? INTERRUPTED_MESSAGE
      : error instanceof WriterError
        ? error.message
        : GENERIC_FAILURE;
    // Guarded by the lease: a job that lost it leaves the chapter to whoever recovered it.
    await failChapter(db, chapter.id, message, { owner });
    if (abort.signal.aborted) metrics.chapterEnded('interrupted');
    else {
      metrics.chapterEnded('failed');
      // Only the writer's own failures count against it; the record is best effort, never the job's error.
      if (error instanceof WriterError) {
        metrics.providerFailed(`writer:${deps.writer.name}`);
        await recordProviderFailure(db, {
          kind: 'writer',
          provider: deps.writer.name,
          reference: chapter.id,
          status: error.detail.status,
          reason: error.detail.reason ?? error.message,
        }).catch(() => undefined);
      }
    }
    if (!abort.signal.aborted && !(error instanceof WriterError)) throw error;
  } finally {
    clearInterval(flushTimer);
    clearInterval(leaseTimer);
    signal.removeEventListener('abort', stop);
  }
}
