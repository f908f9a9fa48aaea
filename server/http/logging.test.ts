import { Writable } from 'node:stream';
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
