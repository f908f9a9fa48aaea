import type { Database } from '#server/db/client';
import { findAbandonedChapterIds } from '#server/modules/chapters/chapterLeases.repo';
import { failChapter, handOffChapter } from '#server/modules/chapters/chapterOutcome.service';

export const INTERRUPTED_MESSAGE = 'Writing was interrupted. Your credits were refunded; please try again.';

export interface Recovered {
  /** Given back to the queue with their saved text, to be finished by whichever instance claims them. */
  resumed: number;
  /** Handed on too often already: failed and refunded. */
  failed: number;
}

/**
 * Takes over every chapter whose writer died (its lease expired): it is resumed from the text it
 * saved, or failed and refunded once it has killed too many writers. Safe to run anywhere, any number of times.
 */
export async function recoverAbandonedChapters(db: Database): Promise<Recovered> {
  const recovered: Recovered = { resumed: 0, failed: 0 };
  for (const id of await findAbandonedChapterIds(db)) {
    if (await handOffChapter(db, id, 'abandoned')) recovered.resumed += 1;
    else if (await failChapter(db, id, INTERRUPTED_MESSAGE, 'abandoned')) recovered.failed += 1;
  }
  return recovered;
}
