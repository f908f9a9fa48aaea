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

/** The answer to one request as it goes on the wire (its bytes as sent, and the encoding if any); it must be a 200. */
export function answerOnTheWire(target: Target): Promise<{ body: Buffer; encoding?: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(target.url, { headers: target.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        if (res.statusCode !== 200)
          return reject(
            new Error(`${target.name}: ${res.statusCode} ${Buffer.concat(chunks).toString().slice(0, 300)}`),
          );
        resolve({ body: Buffer.concat(chunks), encoding: res.headers['content-encoding'] });
      });
    });
    request.on('error', reject);
  });
}

/** The answer's size as sent, and its encoding when compressed. */
export async function answerSent(target: Target): Promise<string> {
  const { body, encoding } = await answerOnTheWire(target);
  const bytes = body.length;
  return `${bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} kB`}${encoding ? ` ${encoding}` : ''}`;
}

/**
 * What the load generator spends on each answer's body, in microseconds: autocannon's client appends
 * every body to a string (`body += chunk`), which decodes it as UTF-8. Compressed bodies are not
 * UTF-8, and decoding them takes the slow path, on some processors many times the fast one.
 */
export function loadGeneratorDecodeMicros(body: Buffer): number {
  const rounds = 2_000;
  let decoded = '';
  const started = process.hrtime.bigint();
  for (let round = 0; round < rounds; round++) decoded = `${body}`;
  const micros = Number(process.hrtime.bigint() - started) / 1000 / rounds;
  return decoded.length > 0 ? Math.round(micros * 100) / 100 : 0;
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
 * A bare Fastify route on a loopback port: the most this machine serves, the ceiling; and beside it
 * bare routes sending the public list's bytes as they go on the wire, uncompressed and as its Brotli
 * copy: what the size, and the encoding, of that answer cost by themselves.
 */
export async function startCeiling(list: {
  plain: Buffer;
  brotli: Buffer;
}): Promise<{ url: string; sameBodyUrl: string; sameBrotliUrl: string; close(): Promise<void> }> {
  const app = Fastify({ logger: false });
  const json = 'application/json; charset=utf-8';
  app.get('/ceiling', () => ({ ok: true }));
  app.get('/same-body', (_request, reply) => reply.type(json).send(list.plain));
  app.get('/same-brotli', (_request, reply) => reply.type(json).header('content-encoding', 'br').send(list.brotli));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: `${address}/ceiling`,
    sameBodyUrl: `${address}/same-body`,
    sameBrotliUrl: `${address}/same-brotli`,
    close: () => app.close(),
  };
}
