import type { Database } from '#server/db/client';
import { changeCredits } from '../credits/credits.service';
import { findUnfinishedCharges } from './narration.repo';
import { NARRATION_REASON, NARRATION_REFUND_REASON } from './narration.service';
import { NARRATION_TIMING } from './narrationJobs';

/**
 * Refunds narrations charged by an instance that died before storing the audio or refunding it.
 * The refund shares the charge's reference, so it happens once even if the live job, another
 * instance or a second sweep refunds too.
 */
export async function refundAbandonedNarrations(db: Database, lookBackMs: number): Promise<number> {
  const to = new Date(Date.now() - NARRATION_TIMING.abandonedAfterMs);
  const from = new Date(to.getTime() - lookBackMs);
  let refunded = 0;
  for (const charge of await findUnfinishedCharges(db, NARRATION_REASON, NARRATION_REFUND_REASON, from, to)) {
    const result = await changeCredits(db, {
      userId: charge.userId,
      text: 0,
      audio: -charge.deltaAudio,
      reason: NARRATION_REFUND_REASON,
      reference: charge.reference,
    });
    if (result.applied) refunded += 1;
  }
  return refunded;
}
