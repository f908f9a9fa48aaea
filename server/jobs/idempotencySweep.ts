import type { FastifyBaseLogger } from 'fastify';
import { IDEMPOTENCY } from '#server/security';
import type { DatabaseHandle } from '#server/db/client';
import { deleteExpiredKeys } from '#server/modules/idempotency/idempotency.service';
import { periodicJob } from './periodicJob';

/** Forgets idempotency keys older than their lifetime. */
export function idempotencySweep(database: DatabaseHandle, log: FastifyBaseLogger) {
  const { db } = database;
  const sweep = async () => {
    await deleteExpiredKeys(db);
  };
  return periodicJob(
    { database, log },
    {
      name: 'idempotency sweep',
      everyMs: IDEMPOTENCY.sweepEveryMs,
      atStart: sweep,
      periodically: sweep,
    },
  );
}
