import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client';

/**
 * Runs `work` unless another instance sharing the database holds the lock of this name, and says
 * whether it ran. The lock is a PostgreSQL transaction-level advisory lock, held by a transaction
 * that stays open for the work's length (the work uses its own connections) and released however
 * it ends, a crash included. PGlite lives inside one process, so nobody else can hold it there.
 */
export async function withAdvisoryLock(
  database: DatabaseHandle,
  name: string,
  work: () => Promise<void>,
): Promise<boolean> {
  if (database.kind === 'pglite') {
    await work();
    return true;
  }
  return database.db.transaction(async (tx) => {
    // Only node-postgres reaches here: its result carries the rows.
    const result = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(hashtext(${`reverie:${name}`})) as locked`,
    )) as {
      rows: Array<{ locked: boolean }>;
    };
    if (!result.rows[0]?.locked) return false;
    await work();
    return true;
  });
}
