import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, spawnServer } from '#server/test/serverProcess';
import { createMigratedThrowaway } from '#server/test/testDatabase';

export interface RunningApp {
  baseUrl: string;
  /** The server's DATA_DIR: the embedded mailer writes its messages under `outbox/`. */
  dataDir: string;
  stop: () => Promise<void>;
}

/** Starts the real server (`node --import tsx server/main.ts`) on a free port with its own data; `extraEnv` adds configuration (ADMIN_EMAIL…). */
export async function startApp(extraEnv: Record<string, string> = {}): Promise<RunningApp> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'reverie-e2e-'));
  const database = process.env.TEST_DATABASE_URL
    ? await createMigratedThrowaway(process.env.TEST_DATABASE_URL, 'reverie_e2e')
    : null;

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
    // Reporters made during a test are minutes old; they are verified and have read something.
    REPORTER_MIN_ACCOUNT_AGE_HOURS: '0',
    // A test's server stops at once: nobody else is waiting to take its traffic.
    DRAIN_MS: '0',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  if (database) env.DATABASE_URL = database.url;

  const server = spawnServer(env);
  const stop = async () => {
    await server.stop();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await server.answers(baseUrl);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, stop };
}
