import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { AppContext } from '../context';
import { createProviders, type Providers } from '../providers';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { databaseOptionsOf } from '../db/databaseOptions';
import { openTestDatabase } from './testDatabase';
import { OfflineWriter } from '../providers/writer/offline/offlineWriter';

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface ApiClient {
  request<T = any>(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string>; raw?: string },
  ): Promise<ApiResponse<T>>;
  get<T = any>(path: string, token?: string): Promise<ApiResponse<T>>;
  post<T = any>(path: string, body?: unknown, token?: string): Promise<ApiResponse<T>>;
  put<T = any>(path: string, body?: unknown, token?: string): Promise<ApiResponse<T>>;
  patch<T = any>(path: string, body?: unknown, token?: string): Promise<ApiResponse<T>>;
  delete<T = any>(path: string, token?: string): Promise<ApiResponse<T>>;
}

/** A client that speaks real HTTP to a listening server. */
export function apiClient(baseUrl: string): ApiClient {
  const request: ApiClient['request'] = async (method, urlPath, options = {}) => {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined = options.raw;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await fetch(baseUrl + urlPath, { method, headers, body, redirect: 'manual' });
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('application/json') && text) parsed = JSON.parse(text);
    return { status: response.status, body: parsed as any, headers: response.headers };
  };
  return {
    request,
    get: (p, token) => request('GET', p, { token }),
    post: (p, body, token) => request('POST', p, { body, token }),
    put: (p, body, token) => request('PUT', p, { body, token }),
    patch: (p, body, token) => request('PATCH', p, { body, token }),
    delete: (p, token) => request('DELETE', p, { token }),
  };
}

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  baseUrl: string;
  api: ApiClient;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Environment variables on top of the test defaults. */
  env?: Record<string, string>;
  /** Replace chosen providers (for example with ones pointed at a local imitation). */
  providers?: (config: Config, defaults: Providers) => Providers | Promise<Providers>;
  /** Holds back every NOTIFY this instance hears by this long: shows what it does without waiting for one. */
  notificationDelayMs?: number;
}

function withDelayedNotifications(database: DatabaseHandle, delayMs: number | undefined): DatabaseHandle {
  if (!delayMs) return database;
  return {
    ...database,
    listen: (channel, onPayload) =>
      database.listen(channel, (payload) => setTimeout(() => onPayload(payload), delayMs)),
  };
}

/** The real app on a fresh database, listening on a random loopback port. */
/** The built-in writer without its pauses: chapters are written as soon as they are queued. */
export const INSTANT_WRITER: TestAppOptions = {
  providers: (_config, defaults) => ({ ...defaults, writer: new OfflineWriter({ paceMs: 0 }) }),
};

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'reverie-test-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, PORT: '0', ...options.env });
  // DATABASE_URL names a database the test made itself (with its replicas); otherwise a fresh one.
  const { redisChangeFeed, replicas } = databaseOptionsOf(config);
  const database = withDelayedNotifications(
    config.DATABASE_URL
      ? await openDatabase(databaseOptionsOf(config))
      : await openTestDatabase({ redisChangeFeed, replicas }),
    options.notificationDelayMs,
  );
  const defaults = await createProviders(config);
  const providers = options.providers ? await options.providers(config, defaults) : defaults;
  const ctx: AppContext = { config, database, db: database.db, providers };
  const app = await buildApp(ctx, { logger: false, webRoot: path.join(dataDir, 'no-web-build') });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    app,
    ctx,
    baseUrl,
    api: apiClient(baseUrl),
    async close() {
      // A test may leave a response streaming (audio still being made): the test is over, so cut it.
      app.server.closeAllConnections();
      await app.close();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface SecondInstance {
  api: ApiClient;
  baseUrl: string;
  close(): Promise<void>;
}

/** Another instance of the app on the same PostgreSQL database as `first`, as a second server would run. */
export async function startSecondInstance(first: TestApp): Promise<SecondInstance> {
  const { redisChangeFeed } = databaseOptionsOf(first.ctx.config);
  const url = first.ctx.config.DATABASE_URL ?? (first.ctx.database as { url?: string }).url;
  const database = await openDatabase({ url, redisChangeFeed });
  const app = await buildApp({ ...first.ctx, database, db: database.db }, { logger: false, webRoot: '/nonexistent' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    api: apiClient(baseUrl),
    baseUrl,
    async close() {
      app.server.closeAllConnections();
      await app.close();
      await database.close();
    },
  };
}

/**
 * Two instances of the app sharing one PostgreSQL database for the enclosing `describe`: started
 * before its tests and closed after them. Read `a` and `b` inside the tests.
 */
export function twoInstances(options: TestAppOptions = {}): { a: TestApp; b: SecondInstance } {
  const pair = {} as { a: TestApp; b: SecondInstance };
  beforeAll(async () => {
    pair.a = await startTestApp(options);
    pair.b = await startSecondInstance(pair.a);
  });
  afterAll(async () => {
    await pair.b?.close();
    await pair.a?.close();
  });
  return pair;
}
