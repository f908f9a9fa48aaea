import type { Database } from '#server/db/client';
import { findUnrefundedCharges } from '../credits/credits.repo';
import { changeCredits } from '../credits/credits.service';
import { LEDGER_REASONS, parseNarrationReference } from '../credits/ledger';
import { findAsset } from './audioAssets.repo';
import { NARRATION_TIMING } from './narrationRegistry';

/**
 * Refunds narrations charged by an instance that died before storing the audio or refunding it.
 * The refund shares the charge's reference, so it happens once even if the live job, another
 * instance or a second sweep refunds too.
 */
export async function refundAbandonedNarrations(db: Database, lookBackMs: number): Promise<number> {
  const to = new Date(Date.now() - NARRATION_TIMING.abandonedAfterMs);
  const from = new Date(to.getTime() - lookBackMs);
  const { narrationCharge, narrationRefund } = LEDGER_REASONS;
  let refunded = 0;
  for (const charge of await findUnrefundedCharges(db, narrationCharge, narrationRefund, from, to)) {
    const narration = parseNarrationReference(charge.reference);
    if (!narration || (await findAsset(db, narration.assetId))) continue;
    const result = await changeCredits(db, {
      userId: charge.userId,
      text: 0,
      audio: -charge.deltaAudio,
      reason: narrationRefund,
      reference: charge.reference,
    });
    if (result.applied) refunded += 1;
  }
  return refunded;
}
