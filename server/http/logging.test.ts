import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { AppContext } from '../context';
import { createProviders } from '../providers';
import { startFakeOidcIssuer, type FakeOidcIssuer } from '../test/fakeOidcIssuer';
import { apiClient, type ApiClient } from '../test/testApp';
import { openTestDatabase } from '../test/testDatabase';

const PASSWORD = 'a-very-secret-password';
const PHONE = '+33 6 99 88 77 66';
let lines: string[] = [];
let issuer: FakeOidcIssuer;
let app: FastifyInstance;
let ctx: AppContext;
let baseUrl: string;
let api: ApiClient;

beforeAll(async () => {
  issuer = await startFakeOidcIssuer('log-client');
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'trace',
    GOOGLE_CLIENT_ID: 'log-client',
    GOOGLE_CLIENT_SECRET: 'log-secret',
    GOOGLE_ISSUER: issuer.url,
  });
  const database = await openTestDatabase();
  ctx = { config, database, db: database.db, providers: await createProviders(config) };
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  app = await buildApp(ctx, { logger: { stream }, webRoot: '/nonexistent' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  api = apiClient(baseUrl);
});
afterAll(async () => {
  await app?.close();
  await ctx?.database.close();
  await issuer?.stop();
});

describe('logs', () => {
  it('record requests without passwords or tokens', async () => {
    lines = [];
    const signup = await api.post('/api/auth/signup', {
      name: 'Logged',
      email: 'logged@example.com',
      password: PASSWORD,
    });
    const login = await api.post('/api/auth/login', { email: 'logged@example.com', password: PASSWORD });
    await api.post('/api/auth/login', { email: 'logged@example.com', password: `${PASSWORD}-wrong` });
    await api.get('/api/auth/me', login.body.token);
    await api.get('/api/auth/me', 'an-unknown-token-value');
    await api.post('/api/auth/logout', undefined, signup.body.token);

    const text = lines.join('');
    expect(text).toContain('/api/auth/login');
    for (const secret of [PASSWORD, signup.body.token, login.body.token, 'an-unknown-token-value']) {
      expect(text).not.toContain(secret);
    }
  });

  it('record the Google round trip without the code, state, phone, cookie or session token', async () => {
    lines = [];
    const start = await fetch(`${baseUrl}/api/auth/google?state=${encodeURIComponent(PHONE)}`, { redirect: 'manual' });
    const cookie = start.headers.getSetCookie()[0].split(';')[0];
    const get = (url: string) => fetch(url, { redirect: 'manual', headers: { cookie } });
    const authorize = new URL(start.headers.get('location')!);
    const callback = new URL((await get(authorize.href)).headers.get('location')!);
    const landing = new URL((await get(`${baseUrl}${callback.pathname}${callback.search}`)).headers.get('location')!);
    const code = landing.searchParams.get('token');
    expect(code).toBeTruthy();
    const exchange = await fetch(`${baseUrl}/api/auth/google/exchange`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ code }),
    });
    const { token } = (await exchange.json()) as { token: string };
    await get(
      `${baseUrl}/api/auth/google/callback?code=${callback.searchParams.get('code')}&state=${callback.searchParams.get('state')}`,
    );

    const text = lines.join('');
    expect(text).toContain('/api/auth/google/callback');
    for (const secret of [
      callback.searchParams.get('code')!,
      callback.searchParams.get('state')!,
      code!,
      token,
      cookie.split('=')[1],
      PHONE,
      encodeURIComponent(PHONE),
      'log-secret',
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});

function logged(): Array<Record<string, any>> {
  return lines.map((line) => JSON.parse(line));
}

describe('request ids', () => {
  it('name every answer and every log line of its request', async () => {
    lines = [];
    const response = await api.post('/api/auth/login', { email: 'nobody@example.com', password: 'whatever-123' });
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const ofRequest = logged().filter((line) => line.requestId === id);
    expect(ofRequest.length).toBeGreaterThan(0);
    expect(ofRequest.find((line) => line.msg === 'request completed')).toMatchObject({
      level: 30,
      statusCode: response.status,
      route: '/api/auth/login',
    });
  });

  it('differ between requests and keep a safe id from a proxy, never an unsafe one', async () => {
    const first = await api.get('/api/health');
    const second = await api.get('/api/health');
    expect(first.headers.get('x-request-id')).not.toBe(second.headers.get('x-request-id'));

    const kept = await api.request('GET', '/api/health', { headers: { 'x-request-id': 'edge-1234abcd' } });
    expect(kept.headers.get('x-request-id')).toBe('edge-1234abcd');
    for (const hostile of ['short', 'a'.repeat(200), 'id with spaces 123', '"}{"level":60']) {
      const answer = await api.request('GET', '/api/health', { headers: { 'x-request-id': hostile } });
      expect(answer.headers.get('x-request-id')).not.toBe(hostile);
    }
  });

  it('are on errors and unknown paths too', async () => {
    const missing = await api.get('/api/no-such-thing');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-request-id')).toBeTruthy();
  });
});

describe('log levels', () => {
  it('log reads at debug and writes and errors at info', async () => {
    lines = [];
    const read = await api.get('/api/health');
    const failed = await api.get('/api/auth/me');
    const completed = (response: { headers: Headers }) =>
      logged().find(
        (line) => line.msg === 'request completed' && line.requestId === response.headers.get('x-request-id'),
      );
    expect(completed(read)?.level).toBe(20);
    expect(failed.status).toBe(401);
    expect(completed(failed)?.level).toBe(30);
  });
});

describe('error logs', () => {
  it('keep the failed query but not its parameters', async () => {
    lines = [];
    const secret = 'private-person@example.com';
    const error = await ctx.db.execute(sql`select ${secret}::int as n`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    app.log.error({ err: error }, 'query failed');
    const text = lines.join('');
    expect(text).toContain('Failed query');
    expect(text).not.toContain(secret);
  });
});
