import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';

/** Resolves once the database answers a query. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
