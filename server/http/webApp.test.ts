import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { AppContext } from '../context';
import { createProviders } from '../providers';
import { apiClient, type ApiClient } from '../test/testApp';
import { openTestDatabase } from '../test/testDatabase';

let webRoot: string;
let app: FastifyInstance;
let ctx: AppContext;
let api: ApiClient;
let baseUrl: string;

beforeAll(async () => {
  webRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'reverie-web-'));
  await fs.mkdir(path.join(webRoot, 'assets'));
  await fs.writeFile(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
  await fs.writeFile(path.join(webRoot, 'assets', 'app-1234.js'), 'console.log(1)');
  await fs.writeFile(path.join(webRoot, 'assets', 'app-1234.js.br'), brotliCompressSync('console.log(1)'));
  await fs.mkdir(path.join(webRoot, 'prerendered'));
  for (const [file, heading] of [
    ['index.html', 'Your fantasies, beautifully told'],
    ['faq.html', 'Frequently asked questions'],
  ])
    await fs.writeFile(
      path.join(webRoot, 'prerendered', file),
      `<!doctype html><meta name="csp-nonce" content="__CSP_NONCE__"><div id="root"><h1>${heading}</h1></div>`,
    );
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const database = await openTestDatabase();
  ctx = { config, database, db: database.db, providers: await createProviders(config) };
  app = await buildApp(ctx, { logger: false, webRoot });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  api = apiClient(baseUrl);
});
afterAll(async () => {
  await app?.close();
  await ctx?.database.close();
  await fs.rm(webRoot, { recursive: true, force: true });
});

describe('the web app', () => {
  it('sends the precompressed asset to browsers that accept it, and the plain one to others', async () => {
    const compressed = await fetch(`${baseUrl}/assets/app-1234.js`, { headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await compressed.text()).toBe('console.log(1)');
    const plain = await api.request('GET', '/assets/app-1234.js', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.body).toBe('console.log(1)');
  });

  it('serves index.html for every other path, uncached, with the security headers', async () => {
    for (const route of ['/', '/index.html', '/login', '/story/abc', '/no/such/page', '/discover?q=%00']) {
      const res = await api.request('GET', route, { headers: { accept: 'text/html' } });
      expect(res.status).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });

  it('compresses a page for a browser that accepts it, its own nonce included, and sends it plain otherwise', async () => {
    await fs.writeFile(
      path.join(webRoot, 'prerendered', 'terms-of-use.html'),
      `<!doctype html><style nonce="__CSP_NONCE__">${'.rule{color:red}'.repeat(400)}</style><div id="root"></div>`,
    );
    const restarted = await buildApp(ctx, { logger: false, webRoot });
    try {
      const compressed = await restarted.inject({ url: '/terms-of-use', headers: { 'accept-encoding': 'br, gzip' } });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(compressed.headers.vary).toMatch(/accept-encoding/i);
      expect(compressed.rawPayload.length).toBeLessThan(1000);
      const page = brotliDecompressSync(compressed.rawPayload).toString();
      const nonce = /'nonce-([^']+)'/.exec(String(compressed.headers['content-security-policy']))?.[1];
      expect(page).toContain(`<style nonce="${nonce}">`);
      const plain = await restarted.inject({ url: '/terms-of-use', headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toContain('<div id="root"></div>');
    } finally {
      await restarted.close();
    }
  });

  it('sends the prerendered page for its own path, with the nonce of the answer, and index.html elsewhere', async () => {
    const landing = await api.request('GET', '/', { headers: { accept: 'text/html' } });
    expect(landing.body).toContain('<h1>Your fantasies, beautifully told</h1>');
    const nonce = /style-src[^;]*'nonce-([^']+)'/.exec(landing.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(landing.body).toContain(`<meta name="csp-nonce" content="${nonce}">`);
    expect((await api.request('GET', '/faq?from=footer')).body).toContain('<h1>Frequently asked questions</h1>');
    for (const route of ['/login', '/faq/more', '/prerendered/index.html']) {
      expect((await api.request('GET', route)).body).toBe('<!doctype html><div id="root"></div>');
    }
  });

  it('serves hashed assets with long caching', async () => {
    const res = await api.get('/assets/app-1234.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('keeps unknown /api paths and non-GET requests as JSON 404s', async () => {
    expect((await api.get('/api/unknown')).body).toMatchObject({ code: 'NOT_FOUND' });
    const post = await api.post('/somewhere', {});
    expect(post.status).toBe(404);
    expect(post.body).toMatchObject({ code: 'NOT_FOUND' });
  });
});
