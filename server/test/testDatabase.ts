import { openDatabase, type DatabaseHandle, type OpenDatabaseOptions } from '../db/client';
import { createThrowawayDatabase } from './throwawayDatabase';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throwaway
 * database on the PostgreSQL server named by TEST_DATABASE_URL (CI runs the suite both ways).
 */
export async function openTestDatabase(
  options: Pick<OpenDatabaseOptions, 'redisChangeFeed' | 'replicas'> = {},
): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({});

  const throwaway = await createThrowawayDatabase(serverUrl, 'reverie_test');
  const handle = await openDatabase({ ...options, url: throwaway.url });
  return {
    ...handle,
    url: throwaway.url,
    async close() {
      await handle.close();
      await throwaway.drop();
    },
  };
}
