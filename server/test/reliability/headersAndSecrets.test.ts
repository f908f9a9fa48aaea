import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import type { AppContext } from '#server/context';
import { AUDIO_CONTENT_TYPE, audioBlobKey } from '#server/modules/narration/narrationRegistry';
import { createProviders } from '#server/providers';
import { buildStory, buildUser } from '../factories';
import { apiClient, type ApiClient } from '../testApp';
import { openTestDatabase } from '../testDatabase';

const PASSWORD = 'reliability-secret-pass';
const ASSET = 'c0ffee'.repeat(10).slice(0, 64);
let lines: string[] = [];
let app: FastifyInstance;
let ctx: AppContext;
let baseUrl: string;
let api: ApiClient;
let webRoot: string;

beforeAll(async () => {
  webRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'reverie-web-'));
  await fs.writeFile(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><head><meta name="csp-nonce" content="__CSP_NONCE__"></head><body></body></html>',
  );
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'trace',
    DATA_DIR: webRoot,
    LLM_API_KEY: 'sk-never-logged-llm-key',
  });
  const database = await openTestDatabase();
  ctx = { config, database, db: database.db, providers: await createProviders(config) };
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  app = await buildApp(ctx, { logger: { stream }, webRoot });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  api = apiClient(baseUrl);
  await ctx.providers.storage.put(audioBlobKey(ASSET), new Uint8Array(4096), AUDIO_CONTENT_TYPE);
});
afterAll(async () => {
  await app?.close();
  await ctx?.database.close();
  await fs.rm(webRoot, { recursive: true, force: true });
});

function expectStrictHeaders(headers: Headers, what: string) {
  const csp = headers.get('content-security-policy') ?? '';
  const directives = new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values] as const),
  );
  for (const name of ['script-src', 'style-src']) {
    expect(directives.get(name), `${what}: ${name}`).toBeDefined();
    expect(
      directives.get(name)!.filter((v) => v === "'unsafe-inline'" || v === "'unsafe-eval'" || v === '*'),
      `${what}: ${name}`,
    ).toEqual([]);
  }
  expect(directives.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(directives.get('default-src'), what).toEqual(["'self'"]);
  expect(headers.get('strict-transport-security'), what).toMatch(/max-age=\d{7,}/);
  expect(headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
}

describe('security headers', () => {
  it('are on every page, API answer, error, event stream and audio file', async () => {
    const { user, token } = await buildUser(ctx.db);
    const story = await buildStory(ctx.db, user);
    const targets: Array<[string, RequestInit?]> = [
      ['/'],
      [`/story/${story.id}`],
      ['/login'],
      ['/no/such/page'],
      ['/api/health'],
      ['/api/stories/public'],
      [`/api/stories/${story.id}`],
      ['/api/auth/me'],
      ['/api/no-such-endpoint'],
      [`/api/stories/${'x'.repeat(500)}`],
      ['/api/stories/%E0%A4%A'],
      ['/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' }],
      ['/api/auth/google'],
      [`/api/stories/${story.id}/chapters/1/stream`],
      [`/api/audio/${ASSET}.mp3`],
      [`/api/audio/${ASSET}.mp3`, { headers: { range: 'bytes=0-99' } }],
    ];
    for (const [target, init] of targets) {
      const res = await fetch(baseUrl + target, {
        redirect: 'manual',
        ...init,
        headers: { authorization: `Bearer ${token}`, ...init?.headers },
      });
      await res.arrayBuffer();
      expect(res.status, target).toBeLessThan(500);
      expectStrictHeaders(res.headers, `${target} (${res.status})`);
    }
  });

  it('give each page its own style nonce, matching the policy', async () => {
    const [a, b] = await Promise.all([fetch(`${baseUrl}/`), fetch(`${baseUrl}/`)]);
    const nonceOf = async (res: Response) => /content="([^"]+)"/.exec(await res.text())?.[1];
    const [nonceA, nonceB] = [await nonceOf(a), await nonceOf(b)];
    expect(nonceA).toMatch(/^[0-9a-f]{16,}$/);
    expect(nonceA).not.toBe(nonceB);
    expect(a.headers.get('content-security-policy')).toContain(`'nonce-${nonceA}'`);
  });

  it("keep a page's document isolation (opener, agent cluster, prefetching) on pages and the API's docs", async () => {
    for (const target of ['/', '/story/anything', '/api/docs']) {
      const res = await fetch(baseUrl + target);
      await res.arrayBuffer();
      expect(res.headers.get('cross-origin-opener-policy'), target).toBe('same-origin');
      expect(res.headers.get('origin-agent-cluster'), target).toBe('?1');
      expect(res.headers.get('x-dns-prefetch-control'), target).toBe('off');
    }
    // A JSON answer is never shown as a document: it carries the strict headers above, and not these.
    const json = await fetch(`${baseUrl}/api/stories/public`);
    await json.arrayBuffer();
    expect(json.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(json.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(json.headers.get('cross-origin-opener-policy')).toBeNull();
  });
});

describe('secrets', () => {
  it('never reach a log line or a redirect', async () => {
    lines = [];
    const signup = await api.post('/api/auth/signup', {
      name: 'Secret Keeper',
      email: 'keeper@example.test',
      password: PASSWORD,
    });
    const login = await api.post('/api/auth/login', { email: 'keeper@example.test', password: PASSWORD });
    await api.post('/api/auth/login', { email: 'keeper@example.test', password: `${PASSWORD}-wrong` });
    const { token: adminToken } = await buildUser(ctx.db, { role: 'admin' });
    await api.post(
      '/api/admin/users',
      { name: 'Made Here', email: 'made@example.test', password: PASSWORD },
      adminToken,
    );
    const checkout = await api.post('/api/payment/create-credit-checkout', { packageId: 'starter' }, login.body.token);
    await api.get(`/api/payment/credit-success?session_id=${checkout.body.id}`, login.body.token);
    await api.get(`/api/auth/me?token=${login.body.token}`);
    await api.request('DELETE', '/api/user/account', {
      body: { password: `${PASSWORD}-wrong` },
      token: signup.body.token,
    });
    await api.request('POST', '/api/auth/login', {
      raw: `{"email":"keeper@example.test","password":"${PASSWORD}"`,
      headers: { 'content-type': 'application/json' },
    });
    const google = await fetch(`${baseUrl}/api/auth/google?state=${encodeURIComponent('+33 6 12 34 56 78')}`, {
      redirect: 'manual',
    });
    await api.post('/api/auth/logout', undefined, login.body.token);

    const text = lines.join('');
    expect(text).toContain('/api/auth/login');
    for (const secret of [
      PASSWORD,
      signup.body.token,
      login.body.token,
      adminToken,
      checkout.body.id,
      'sk-never-logged-llm-key',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/"password"|passwordHash|tokenHash|authorization":"Bearer/i);
    const location = google.headers.get('location') ?? '';
    expect(location).not.toMatch(/token=|password|secret/i);
  });
});
