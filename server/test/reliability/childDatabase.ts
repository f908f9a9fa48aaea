import { openDatabase } from '../../db/client';
import { createThrowawayDatabase } from '../throwawayDatabase';

export interface ChildDatabase {
  /** What a child server needs in its environment to use this database. */
  env: Record<string, string>;
  /** Opens it from the test process (for PGlite, only while no child holds it). */
  open: () => ReturnType<typeof openDatabase>;
  drop: () => Promise<void>;
}

/** A database for child servers: a throwaway PostgreSQL database with TEST_DATABASE_URL, else PGlite in dataDir. */
export async function childDatabase(name: string, dataDir: string): Promise<ChildDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { env: {}, open: () => openDatabase({ dataDir }), drop: async () => {} };
  const throwaway = await createThrowawayDatabase(serverUrl, name);
  return { env: { DATABASE_URL: throwaway.url }, open: () => openDatabase({ url: throwaway.url }), drop: throwaway.drop };
}
