import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase } from '#server/db/client';
import { createThrowawayDatabase } from '../throwawayDatabase';
import { startChildServer, type ChildServer } from './childServer';

export interface RestartableServer {
  /** Starts the real server as a child process on the shared data; each start is a "restart". */
  start(env: Record<string, string>): Promise<ChildServer>;
  /** Opens the database from the test process (for PGlite, only while no child holds it). */
  openDatabase(): ReturnType<typeof openDatabase>;
}

/**
 * Child servers that share one database and data folder across starts, for crash-and-restart tests:
 * a throwaway PostgreSQL database with TEST_DATABASE_URL, else PGlite in a temporary folder.
 * Registers its own set-up and clean-up (every child is killed at the end).
 */
export function restartableServer(name: string): RestartableServer {
  const children: ChildServer[] = [];
  let dataDir = '';
  let databaseEnv: Record<string, string> = {};
  let open: () => ReturnType<typeof openDatabase> = () => openDatabase({ dataDir });
  let drop = async () => {};

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `${name}-`));
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (serverUrl) {
      const throwaway = await createThrowawayDatabase(serverUrl, name.replace(/\W/g, '_'));
      databaseEnv = { DATABASE_URL: throwaway.url };
      open = () => openDatabase({ url: throwaway.url });
      drop = throwaway.drop;
    }
  });
  afterAll(async () => {
    for (const child of children) await child.kill('SIGKILL');
    await drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  return {
    async start(env) {
      const child = await startChildServer({ ...databaseEnv, DATA_DIR: dataDir, ...env });
      children.push(child);
      return child;
    },
    openDatabase: () => open(),
  };
}
