import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '#server/db/client';
import { settleDueSubscriptions } from '#server/modules/billing/subscriptions.service';
import type { PaymentProvider } from '#server/providers/payments/port';
import { periodicJob } from './periodicJob';

const SWEEP_EVERY_MS = 3_600_000;

/** Applies downgrades and cancellations whose period has ended. */
export function subscriptionSweep(database: DatabaseHandle, payments: PaymentProvider, log: FastifyBaseLogger) {
  const { db } = database;
  const settle = async () => {
    await settleDueSubscriptions(db, payments);
  };
  return periodicJob(
    { database, log },
    {
      name: 'subscription sweep',
      everyMs: SWEEP_EVERY_MS,
      atStart: settle,
      periodically: settle,
    },
  );
}
