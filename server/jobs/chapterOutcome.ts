import type { Database } from '../db/client';
import { changeCredits } from '../modules/credits/credits.service';
import type { ChapterRow } from '../modules/chapters/chapters.repo';
import { touchStory } from '../modules/stories/stories.repo';
import { publishChapterEvent } from './chapterEvents';
import { markFailed, markReady, type FailGuard } from './chapterJobs.repo';

/** The ledger reference of one writing attempt: its charge and its refund share it. */
export const chargeReference = (chapter: Pick<ChapterRow, 'id' | 'attempt'>) =>
  `chapter:${chapter.id}:${chapter.attempt}`;
export const CHARGE_REASON = 'chapter';
export const REFUND_REASON = 'refund';

export async function completeChapter(
  db: Database,
  chapter: ChapterRow,
  owner: string,
  result: { content: string; choices: string[]; memory: string },
): Promise<ChapterRow | undefined> {
  return db.transaction(async (tx) => {
    const ready = await markReady(tx, chapter.id, owner, { ...result, choices: chapter.isFinal ? [] : result.choices });
    if (!ready) return undefined;
    await touchStory(tx, chapter.storyId, { memory: result.memory, ...(chapter.isFinal ? { isConcluded: true } : {}) });
    await publishChapterEvent(tx, chapter.id, { type: 'done' });
    return ready;
  });
}

/** Fails the chapter and refunds its attempt, once: the ledger ignores a second refund of the same attempt. */
export async function failChapter(
  db: Database,
  chapterId: string,
  message: string,
  guard: FailGuard,
): Promise<ChapterRow | undefined> {
  return db.transaction(async (tx) => {
    const failed = await markFailed(tx, chapterId, message, guard);
    if (!failed) return undefined;
    if (failed.chargedUserId && failed.chargedTextCredits > 0) {
      await changeCredits(tx, {
        userId: failed.chargedUserId,
        text: failed.chargedTextCredits,
        audio: 0,
        reason: REFUND_REASON,
        reference: chargeReference(failed),
      });
    }
    await publishChapterEvent(tx, chapterId, { type: 'done' });
    return failed;
  });
}
