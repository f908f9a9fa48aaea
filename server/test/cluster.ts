import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, spawnServer, type ServerProcess } from './serverProcess';
import { createThrowawayDatabase } from './throwawayDatabase';

const shippedBalancerConfig = path.resolve(import.meta.dirname, '../../deploy/haproxy.cfg');
/** HAProxy's checks need `rise` passes (2 × 500 ms in deploy/haproxy.cfg) before an instance takes traffic again. */
const BALANCER_RISE_MS = 1500;

interface ClusterInstance {
  readonly port: number;
  readonly baseUrl: string;
  /** The process id while it runs: chapter leases name it. */
  pid(): number | undefined;
  /** A deploy's step: SIGTERM, wait for the exit (drain, hand-off), start again, wait until the balancer uses it. */
  restart(): Promise<{ stoppedMs: number; startedMs: number }>;
  /** SIGKILL, as a crash: nothing is handed on. */
  kill(): Promise<void>;
  start(): Promise<void>;
}

export interface Cluster {
  /** The balancer's address. */
  url: string;
  databaseUrl: string;
  instances: ClusterInstance[];
  stop(): Promise<void>;
}

export interface ClusterOptions {
  instances: number;
  /** A PostgreSQL server: the cluster gets a fresh database on it. */
  postgresUrl: string;
  redisUrl: string;
  /** The balancer's port (a free one by default). */
  port?: number;
  env?: Record<string, string>;
  log?: (line: string) => void;
}

/** The shipped balancer configuration with this cluster's servers in place of its example ones. */
async function balancerConfig(ports: number[]): Promise<string> {
  const shipped = await readFile(shippedBalancerConfig, 'utf8');
  const servers = ports.map((port, i) => `    server app${i + 1} 127.0.0.1:${port} check`).join('\n');
  return `${shipped
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('server app'))
    .join('\n')
    .trimEnd()}\n${servers}\n`;
}

/** Several instances of the real server on one fresh PostgreSQL database and Redis, behind HAProxy. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const database = await createThrowawayDatabase(options.postgresUrl, 'reverie_cluster');
  // One DATA_DIR for all, as one shared disk (or S3) for the audio.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'reverie-cluster-'));
  const balancerPort = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${balancerPort}`;
  const ports = await Promise.all(Array.from({ length: options.instances }, () => freePort()));

  const instances = ports.map((port): ClusterInstance & { process?: ServerProcess } => {
    const baseUrl = `http://127.0.0.1:${port}`;
    const instance: ClusterInstance & { process?: ServerProcess } = {
      port,
      baseUrl,
      pid: () => instance.process?.child.pid,
      async start() {
        instance.process = spawnServer({
          ...process.env,
          NODE_ENV: 'test',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          PUBLIC_URL: url,
          DATABASE_URL: database.url,
          REDIS_URL: options.redisUrl,
          TRUST_PROXY: '127.0.0.1',
          LOG_LEVEL: 'warn',
          ...options.env,
        });
        await instance.process.answers(baseUrl, '/api/health/ready');
      },
      async restart() {
        const stopping = Date.now();
        await instance.process?.stop('SIGTERM');
        const stoppedMs = Date.now() - stopping;
        const starting = Date.now();
        await instance.start();
        const startedMs = Date.now() - starting;
        await new Promise((resolve) => setTimeout(resolve, BALANCER_RISE_MS));
        return { stoppedMs, startedMs };
      },
      async kill() {
        await instance.process?.stop('SIGKILL');
      },
    };
    return instance;
  });

  let balancer: ChildProcess | undefined;
  const configFile = path.join(dataDir, 'haproxy.cfg');
  const stop = async () => {
    balancer?.kill('SIGTERM');
    await Promise.all(instances.map((instance) => instance.process?.stop('SIGTERM')));
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    // The first instance migrates the new database; the others start on it together.
    await instances[0].start();
    await Promise.all(instances.slice(1).map((instance) => instance.start()));
    await writeFile(configFile, await balancerConfig(ports));
    balancer = spawn('haproxy', ['-db', '-f', configFile], {
      env: { ...process.env, REVERIE_LB_BIND: `127.0.0.1:${balancerPort}` },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let balancerLog = '';
    balancer.stderr?.on('data', (chunk: Buffer) => {
      balancerLog = (balancerLog + chunk.toString()).slice(-5000);
      options.log?.(`haproxy: ${chunk.toString().trim()}`);
    });
    await new Promise((resolve) => setTimeout(resolve, BALANCER_RISE_MS));
    const probe = await fetch(`${url}/api/health/ready`).catch(() => undefined);
    if (!probe?.ok) throw new Error(`The balancer answered ${probe?.status ?? 'nothing'} at ${url}:\n${balancerLog}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, databaseUrl: database.url, instances, stop };
}
