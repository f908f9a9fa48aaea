import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '#server/db/client';
import { createThrowawayDatabase } from '#server/test/throwawayDatabase';

export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/test';

export interface BenchDatabase {
  handle: DatabaseHandle;
  /** What it is, for the report: "PostgreSQL 15.x" or "PGlite (PostgreSQL 18.x, in-process WASM)". */
  label: string;
  /** Where it lives: the database's name or PGlite's directory. */
  location: string;
  /** Closes it and, unless kept, drops the database or deletes the directory. */
  close(keep: boolean): Promise<void>;
}

const serverVersion = async (handle: DatabaseHandle) => {
  // Both drivers answer with `rows`; their result types differ.
  const result = (await handle.db.execute(sql`show server_version`)) as unknown as {
    rows: Array<{ server_version: string }>;
  };
  return result.rows[0].server_version;
};

/** A fresh database `reverie_bench_<random>` on the PostgreSQL server at adminUrl, migrated. */
export async function openBenchPostgres(adminUrl: string): Promise<BenchDatabase> {
  const throwaway = await createThrowawayDatabase(adminUrl, 'reverie_bench');
  const handle = await openDatabase({ url: throwaway.url });
  return {
    handle,
    label: `PostgreSQL ${await serverVersion(handle)}`,
    location: new URL(throwaway.url).pathname.slice(1),
    async close(keep) {
      await handle.close();
      if (!keep) await throwaway.drop();
    },
  };
}

/** A fresh embedded PGlite in a temporary directory (on disk, as the embedded default runs), migrated. */
export async function openBenchPglite(): Promise<BenchDatabase> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'reverie-bench-pglite-'));
  const handle = await openDatabase({ dataDir });
  return {
    handle,
    label: `PGlite (PostgreSQL ${await serverVersion(handle)} in WASM, in-process)`,
    location: dataDir,
    async close(keep) {
      await handle.close();
      if (!keep) await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
