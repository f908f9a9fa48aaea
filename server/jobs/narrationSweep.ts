import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '#server/db/client';
import { NARRATION_TIMING } from '#server/modules/narration/narrationRegistry';
import { refundAbandonedNarrations } from '#server/modules/narration/narrationRecovery';
import { removeAbandonedRelays } from '#server/modules/narration/narrationRelay';
import { periodicJob } from './periodicJob';

/**
 * Refunds narrations a crashed instance left charged (far back at start, then the recent past every
 * minute), and removes the relays it left.
 */
export function narrationSweep(database: DatabaseHandle, log: FastifyBaseLogger) {
  const { db } = database;
  const sweep = (lookBackMs: number) => async () => {
    const refunded = await refundAbandonedNarrations(db, lookBackMs);
    if (refunded) log.warn({ refunded }, 'refunded narrations abandoned by a crashed instance');
    const removed = await removeAbandonedRelays(db);
    if (removed) log.warn({ removed }, 'removed narration relays abandoned by a crashed instance');
  };
  return periodicJob(
    { database, log },
    {
      name: 'narration sweep',
      everyMs: NARRATION_TIMING.sweepEveryMs,
      atStart: sweep(NARRATION_TIMING.lookBackAtStartMs),
      periodically: sweep(NARRATION_TIMING.lookBackPeriodicallyMs),
    },
  );
}
