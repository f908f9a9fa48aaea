import type { Database } from '#server/db/client';
import { pingDatabase } from './health.repo';

/** Healthy means the database answers; a failure surfaces as a 5xx through the error handler. */
export async function checkHealth(db: Database): Promise<void> {
  await pingDatabase(db);
}
