import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChildServer } from './test/reliability/childServer';
import { createThrowawayDatabase } from './test/throwawayDatabase';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');
let dataDir: string;
let database: { url: string; drop(): Promise<void> } | undefined;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'reverie-production-'));
  if (process.env.TEST_DATABASE_URL)
    database = await createThrowawayDatabase(process.env.TEST_DATABASE_URL, 'reverie_production');
});
afterAll(async () => {
  await database?.drop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const storage = () => ({ DATA_DIR: dataDir, ...(database ? { DATABASE_URL: database.url } : {}) });

/** Runs `server/main.ts` until it exits on its own; answers its exit code and everything it printed. */
function runToExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    }),
  );
}

describe('starting in production', () => {
  it('refuses to start without Stripe keys, and says why', async () => {
    const { code, output } = await runToExit({ NODE_ENV: 'production', ...storage() });
    expect(code).toBe(1);
    expect(output).toContain('STRIPE_SECRET_KEY must be set when NODE_ENV=production');
    expect(output).toContain('Set DEMO_PAYMENTS=1');
  }, 60_000);

  it('starts with DEMO_PAYMENTS=1, and then reports the demo provider', async () => {
    const server = await startChildServer({
      NODE_ENV: 'production',
      DEMO_PAYMENTS: '1',
      MAIL_OUTBOX: '1',
      ...storage(),
    });
    try {
      const platform = await server.api.get('/api/platform');
      expect(platform.status).toBe(200);
      expect(platform.body.payments.demo).toBe(true);
      expect((await server.api.get('/api/openapi.json')).status).toBe(404);
      const email = 'reset-me@example.com';
      expect(
        (await server.api.post('/api/auth/signup', { name: 'Ann', email, password: 'velvet-midnight-42' })).status,
      ).toBe(201);
      expect((await server.api.post('/api/auth/forgot-password', { email })).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect((await fs.readdir(path.join(dataDir, 'outbox'))).length).toBeGreaterThan(0);
      expect(server.output()).not.toMatch(/token=/);
    } finally {
      await server.kill('SIGTERM');
    }
  }, 120_000);
});
