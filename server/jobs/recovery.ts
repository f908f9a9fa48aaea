import type { Database } from '#server/db/client';
import { findAbandonedChapterIds } from '#server/modules/chapters/chapterJobs.repo';
import { failChapter } from '#server/modules/chapters/chapterOutcome.service';

export const INTERRUPTED_MESSAGE = 'Writing was interrupted. Your credits were refunded; please try again.';

/** Fails and refunds every chapter whose writer died (its lease expired); safe to run anywhere, any number of times. */
export async function recoverAbandonedChapters(db: Database): Promise<number> {
  let recovered = 0;
  for (const id of await findAbandonedChapterIds(db)) {
    if (await failChapter(db, id, INTERRUPTED_MESSAGE, 'abandoned')) recovered += 1;
  }
  return recovered;
}
