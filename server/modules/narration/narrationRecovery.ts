import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { changeCredits } from '../credits/credits.service';
import { findUnfinishedCharges } from './narration.repo';
import { NARRATION_REASON, NARRATION_REFUND_REASON } from './narration.service';
import { NARRATION_TIMING } from './narrationJobs';

/**
 * Refunds narrations charged by an instance that died before storing the audio or refunding it.
 * The refund shares the charge's reference, so it happens once even if the live job, another
 * instance or a second sweep refunds too.
 */
export async function refundAbandonedNarrations(db: Database, now = new Date()): Promise<number> {
  const from = new Date(now.getTime() - NARRATION_TIMING.lookBackMs);
  const to = new Date(now.getTime() - NARRATION_TIMING.abandonedAfterMs);
  let refunded = 0;
  for (const charge of await findUnfinishedCharges(db, NARRATION_REASON, NARRATION_REFUND_REASON, from, to)) {
    const result = await changeCredits(db, { userId: charge.userId, text: 0, audio: -charge.deltaAudio, reason: NARRATION_REFUND_REASON, reference: charge.reference });
    if (result.applied) refunded += 1;
  }
  return refunded;
}

/** Sweeps once the server is ready, then every NARRATION_TIMING.sweepEveryMs until it closes. */
export function registerNarrationRecovery(app: FastifyInstance, db: Database) {
  const sweep = async () => {
    try {
      const refunded = await refundAbandonedNarrations(db);
      if (refunded) app.log.warn({ refunded }, 'refunded narrations abandoned by a crashed instance');
    } catch (error) {
      app.log.error({ err: error }, 'narration recovery failed');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), NARRATION_TIMING.sweepEveryMs).unref();
  });
  app.addHook('preClose', async () => clearInterval(timer));
}
