import type { FastifyInstance } from 'fastify';
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

/** Sweeps far back once the server is ready, then the recent past every NARRATION_TIMING.sweepEveryMs until it closes. */
export function registerNarrationRecovery(app: FastifyInstance, db: Database) {
  const sweep = async (lookBackMs: number) => {
    try {
      const refunded = await refundAbandonedNarrations(db, lookBackMs);
      if (refunded) app.log.warn({ refunded }, 'refunded narrations abandoned by a crashed instance');
    } catch (error) {
      app.log.error({ err: error }, 'narration recovery failed');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await sweep(NARRATION_TIMING.lookBackAtStartMs);
    timer = setInterval(
      () => void sweep(NARRATION_TIMING.lookBackPeriodicallyMs),
      NARRATION_TIMING.sweepEveryMs,
    ).unref();
  });
  app.addHook('preClose', async () => clearInterval(timer));
}
