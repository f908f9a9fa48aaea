/**
 * `npm run dev`: the API server under `tsx watch` on API_PORT (3001) and the Vite dev server on
 * PORT (3000) with hot reloading, proxying /api to the former. Open http://localhost:3000.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createServer } from 'vite';

const webPort = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 3001);
process.env.API_PORT = String(apiPort);

const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
const api: ChildProcess = spawn(
  process.execPath,
  [tsxCli, 'watch', '--clear-screen=false', path.join('server', 'main.ts')],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(apiPort),
      // Redirects (Google sign-in) must come back to the dev server, not to the API port.
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort}`,
    },
  },
);

const vite = await createServer({ configFile: 'vite.config.ts', server: { port: webPort } });
await vite.listen();
vite.printUrls();

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  api.kill('SIGTERM');
  await vite.close();
  process.exit(code);
}

api.on('exit', (code) => void stop(code ?? 0));
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
