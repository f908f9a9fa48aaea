import type { FastifyBaseLogger } from 'fastify';
import { IDEMPOTENCY } from '#common/catalogue';
import type { Database } from '#server/db/client';
import { deleteExpiredKeys } from '#server/modules/idempotency/idempotency.service';
import { periodicJob } from './periodicJob';

/** Forgets idempotency keys older than their lifetime. */
export function idempotencySweep(db: Database, log: FastifyBaseLogger) {
  const sweep = async () => {
    await deleteExpiredKeys(db);
  };
  return periodicJob(log, {
    name: 'idempotency sweep',
    everyMs: IDEMPOTENCY.sweepEveryMs,
    atStart: sweep,
    periodically: sweep,
  });
}
