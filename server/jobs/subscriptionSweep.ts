import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client';
import { settleDueSubscriptions } from '#server/modules/billing/subscriptions.service';
import type { PaymentProvider } from '#server/providers/payments/port';
import { periodicJob } from './periodicJob';

const SWEEP_EVERY_MS = 3_600_000;

/** Applies downgrades and cancellations whose period has ended. */
export function subscriptionSweep(db: Database, payments: PaymentProvider, log: FastifyBaseLogger) {
  const settle = async () => {
    await settleDueSubscriptions(db, payments);
  };
  return periodicJob(log, {
    name: 'subscription sweep',
    everyMs: SWEEP_EVERY_MS,
    atStart: settle,
    periodically: settle,
  });
}
