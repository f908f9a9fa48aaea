import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The real server (`node --import tsx server/main.ts`) in a child process, as an operator runs it. */
export interface ServerProcess {
  readonly child: ChildProcess;
  /** The last 20 kB it printed, for failure messages. */
  output(): string;
  /** Resolves once it answers `path` with a 2xx; rejects if it exits first or takes longer than 90 s. */
  answers(baseUrl: string, path?: string): Promise<void>;
  /** Sends `signal` and waits for the exit (SIGKILL after `killAfterMs`); the exit code, or null when killed. */
  stop(signal?: NodeJS.Signals, killAfterMs?: number): Promise<number | null>;
}

export function spawnServer(env: NodeJS.ProcessEnv): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: repoRoot, env, stdio: 'pipe' });
  let log = '';
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  return {
    child,
    output: () => log,
    async answers(baseUrl, probePath = '/api/health') {
      const deadline = Date.now() + 90_000;
      while (Date.now() < deadline) {
        if (child.exitCode !== null || child.signalCode !== null)
          throw new Error(`The server exited with ${child.exitCode ?? child.signalCode}:\n${log}`);
        try {
          if ((await fetch(baseUrl + probePath)).ok) return;
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`The server did not answer ${probePath} within 90 s:\n${log}`);
    },
    async stop(signal = 'SIGTERM', killAfterMs = 10_000) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(signal);
        const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
        await exited;
        clearTimeout(timer);
      }
      return exited;
    },
  };
}
