import type { Database } from '#server/db/client';
import { changeCredits } from '../credits/credits.service';
import type { ChapterRow } from './chapters.repo';
import { touchStory } from '../stories/stories.repo';
import { announceChapterJob, publishChapterEvent } from './chapterEvents.repo';
import { markFailed, markReady, releaseChapter, type FailGuard } from './chapterLeases.repo';
import { LEDGER_REASONS, ledgerReference } from '../credits/ledger';
import { insertFollowerNotices } from '../notifications/notifications.repo';

/** The chapter is written: saved with its choices, and the author's followers told if the story is public. */
export async function completeChapter(
  db: Database,
  chapter: ChapterRow,
  owner: string,
  result: { content: string; choices: string[]; memory: string },
): Promise<ChapterRow | undefined> {
  return db.transaction(async (tx) => {
    const ready = await markReady(tx, chapter.id, owner, { ...result, choices: chapter.isFinal ? [] : result.choices });
    if (!ready) return undefined;
    // A branch the owner has moved away from while it was written leaves the story as it is.
    if (ready.onMainPath) {
      await touchStory(tx, chapter.storyId, {
        memory: result.memory,
        ...(chapter.isFinal ? { isConcluded: true } : {}),
      });
      await insertFollowerNotices(tx, chapter.storyId, ready.number);
    }
    await publishChapterEvent(tx, chapter.id, { type: 'done' });
    return ready;
  });
}

/**
 * Fails the chapter and refunds its attempt, once: the ledger ignores a second refund of the same
 * attempt. `withdrawText` removes what was written, for a chapter that broke the content rules.
 */
export async function failChapter(
  db: Database,
  chapterId: string,
  message: string,
  guard: FailGuard,
  withdrawText = false,
): Promise<ChapterRow | undefined> {
  return db.transaction(async (tx) => {
    const failed = await markFailed(tx, chapterId, message, guard, withdrawText);
    if (!failed) return undefined;
    if (failed.chargedUserId && failed.chargedTextCredits > 0) {
      await changeCredits(tx, {
        userId: failed.chargedUserId,
        text: failed.chargedTextCredits,
        audio: 0,
        reason: LEDGER_REASONS.chapterRefund,
        reference: ledgerReference.chapterAttempt(failed),
      });
    }
    await publishChapterEvent(tx, chapterId, { type: 'done' });
    return failed;
  });
}

/** How often one chapter may be handed on before it is failed and refunded instead: a chapter that kills its writers. */
export const MAX_CHAPTER_HANDOFFS = 3;

/**
 * Hands a chapter being written on to whichever instance claims it next, keeping what was saved; its
 * charge stands, as it will still be written. Undefined when it cannot be (see `releaseChapter`).
 */
export async function handOffChapter(
  db: Database,
  chapterId: string,
  guard: FailGuard,
): Promise<ChapterRow | undefined> {
  return db.transaction(async (tx) => {
    const released = await releaseChapter(tx, chapterId, guard, MAX_CHAPTER_HANDOFFS);
    if (released) await announceChapterJob(tx);
    return released;
  });
}
