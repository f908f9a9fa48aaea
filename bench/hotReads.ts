import { execFile } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Fastify from 'fastify';

const run = promisify(execFile);
const AUTOCANNON = path.resolve(import.meta.dirname, '..', 'node_modules', '.bin', 'autocannon');
export const CONNECTIONS = 50;
const WARMUP_SECONDS = 2;

export interface Target {
  name: string;
  url: string;
  headers?: Record<string, string>;
}

export interface LoadResult {
  name: string;
  path: string;
  reqPerSec: number;
  /** Answers completed in the timed part (0 means the endpoint failed under load). */
  completed: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors and timeouts (autocannon counts timeouts among errors), and answers other than 2xx: must all be 0. */
  errors: number;
  timeouts: number;
  non2xx: number;
  /** The 1-minute load average of the machine when this run started. */
  load1: number;
  /** The answer as it went on the wire (its size, and its encoding when compressed). */
  sent?: string;
  /** req/s as a share of the bare Fastify route's (filled in once both are known). */
  ratioToCeiling?: number;
}

interface AutocannonJson {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}

/** The answer to one request as it goes on the wire (bytes as sent, and the encoding if any); it must be a 200. */
export function answerSent(target: Target): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.get(target.url, { headers: target.headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('error', reject);
      res.on('end', () => {
        if (res.statusCode !== 200) return reject(new Error(`${target.name}: ${res.statusCode}`));
        const encoding = res.headers['content-encoding'];
        resolve(`${bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} kB`}${encoding ? ` ${encoding}` : ''}`);
      });
    });
    request.on('error', reject);
  });
}

/**
 * Drives one URL at CONNECTIONS connections for `seconds` after a short warm-up, from a separate
 * process (autocannon's CLI), so the load generator does not share the server's event loop.
 */
export async function drive(target: Target, seconds: number): Promise<LoadResult> {
  const headers = Object.entries(target.headers ?? {}).flatMap(([k, v]) => ['-H', `${k}=${v}`]);
  const args = [
    '-c',
    String(CONNECTIONS),
    '-d',
    String(seconds),
    '--warmup',
    '[',
    '-c',
    String(CONNECTIONS),
    '-d',
    String(WARMUP_SECONDS),
    ']',
    '-j',
    ...headers,
    target.url,
  ];
  const load1 = os.loadavg()[0];
  const { stdout } = await run(AUTOCANNON, args, { maxBuffer: 16 * 1024 * 1024 });
  const result = JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as AutocannonJson;
  // Requests still queued when the load stopped would slow the next run: wait until they are served.
  await fetch(target.url, { headers: target.headers });
  return {
    name: target.name,
    path: new URL(target.url).pathname + new URL(target.url).search,
    reqPerSec: Math.round(result.requests.average),
    completed: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    load1: Math.round(load1 * 100) / 100,
  };
}

/**
 * A bare Fastify route on a loopback port: the most this machine serves, the ceiling; and beside it a
 * bare route sending `body`'s bytes, what the size of an answer costs by itself.
 */
export async function startCeiling(
  body: Buffer,
): Promise<{ url: string; sameBodyUrl: string; close(): Promise<void> }> {
  const app = Fastify({ logger: false });
  app.get('/ceiling', () => ({ ok: true }));
  app.get('/same-body', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${address}/ceiling`, sameBodyUrl: `${address}/same-body`, close: () => app.close() };
}
