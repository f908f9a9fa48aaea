import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVED_STORY_ELEMENT_ID } from '#common/catalogue/wire';
import { storySettingsSchema, type ChaptersResponse, type ServedStory, type Story } from '#common/contract';
import { stories } from '#server/db/schema';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { AppContext } from '../context';
import { createProviders } from '../providers';
import { buildStory, buildUser } from '../test/factories';
import { apiClient, type ApiClient } from '../test/testApp';
import { openTestDatabase } from '../test/testDatabase';

const INDEX_HTML = '<!doctype html><head></head><div id="root"></div>';
/** The story page's shell as the build draws it: the cover with its placeholders. */
const STORY_SHELL_HTML =
  '<!doctype html><head></head><div id="root"><img src="__STORY_COVER_URL__" alt="Cover of __STORY_TITLE__"></div>';
const servedCoverIn = (page: string) => /<img src="([^"]*)" alt="([^"]*)">/.exec(page)?.slice(1);
/**
 * A build where the story page shares one module with the entry and has two of its own, and the
 * prerendered landing has one of its own.
 */
const MANIFEST = {
  'index.html': { file: 'assets/app-1234.js', imports: ['_shared.js'] },
  'pages/landing/LandingPage.tsx': { file: 'assets/LandingPage-1.js', imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-1.js' },
  'pages/story/StoryPage.tsx': { file: 'assets/StoryPage-1.js', imports: ['_shared.js', '_dialog.js'] },
  '_dialog.js': { file: 'assets/dialog-1.js', imports: ['_shared.js'] },
};
let webRoot: string;

const coverPreloadIn = (page: string) =>
  /<link rel="preload" as="image" href="([^"]*)" fetchpriority="high">/.exec(page)?.[1];
const servedStoryIn = (page: string): unknown => {
  const json = new RegExp(`<script type="application/json" id="${SERVED_STORY_ELEMENT_ID}">(.*?)</script>`, 's').exec(
    page,
  );
  return json ? JSON.parse(json[1]) : undefined;
};
let app: FastifyInstance;
let ctx: AppContext;
let api: ApiClient;
let baseUrl: string;

beforeAll(async () => {
  webRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'reverie-web-'));
  await fs.mkdir(path.join(webRoot, 'assets'));
  await fs.writeFile(path.join(webRoot, 'index.html'), INDEX_HTML);
  await fs.writeFile(path.join(webRoot, 'story-shell.html'), STORY_SHELL_HTML);
  await fs.writeFile(path.join(webRoot, 'assets', 'app-1234.js'), 'console.log(1)');
  await fs.writeFile(path.join(webRoot, 'assets', 'app-1234.js.br'), brotliCompressSync('console.log(1)'));
  await fs.mkdir(path.join(webRoot, 'prerendered'));
  await fs.mkdir(path.join(webRoot, '.vite'));
  await fs.writeFile(path.join(webRoot, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  for (const [file, heading] of [
    ['index.html', 'Your fantasies, beautifully told'],
    ['faq.html', 'Frequently asked questions'],
  ])
    await fs.writeFile(
      path.join(webRoot, 'prerendered', file),
      `<!doctype html><head><meta name="csp-nonce" content="__CSP_NONCE__"></head><div id="root"><h1>${heading}</h1></div>`,
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
    // The page's own module comes with the entry, named by the page rather than added by the entry's loader.
    expect(landing.body.match(/<link rel="modulepreload"[^>]*>/g)).toEqual([
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/LandingPage-1.js">',
    ]);
    expect((await api.request('GET', '/faq?from=footer')).body).toContain('<h1>Frequently asked questions</h1>');
    for (const route of ['/login', '/faq/more', '/prerendered/index.html', '/.vite/manifest.json']) {
      expect((await api.request('GET', route)).body).toBe(INDEX_HTML);
    }
  });

  it("sends a story page with its own modules, its cover to fetch at once and, for a story guests may read, its reads' answers", async () => {
    const owner = await buildUser(ctx.db, { subscription: 'essentiel' });
    const story = await buildStory(ctx.db, owner.user, { chapters: [{}, { content: 'The second chapter.' }] });
    const guestStory = (await api.get<Story>(`/api/stories/${story.id}`)).body;
    const guestChapters = (await api.get<ChaptersResponse>(`/api/stories/${story.id}/chapters`)).body.chapters;
    const page = (await api.get(`/story/${story.id}?from=discover`)).body;

    expect(page.match(/<link rel="modulepreload"[^>]*>/g)).toEqual([
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/StoryPage-1.js">',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/dialog-1.js">',
    ]);
    expect(coverPreloadIn(page)).toBe(guestStory.imageUrl?.replaceAll('&', '&amp;'));
    expect(servedStoryIn(page)).toEqual({ story: guestStory, chapters: guestChapters });
    expect(servedCoverIn(page)).toEqual([
      guestStory.imageUrl?.replaceAll('&', '&amp;'),
      `Cover of ${guestStory.title.replaceAll('&', '&amp;')}`,
    ]);

    expect((await api.patch(`/api/stories/${story.id}/visibility`, { isPublic: false }, owner.token)).status).toBe(200);
    const privatePage = (await api.get(`/story/${story.id}`)).body;
    expect(privatePage).toContain('/assets/StoryPage-1.js');
    expect(coverPreloadIn(privatePage)).toBeUndefined();
    expect(servedStoryIn(privatePage)).toBeUndefined();
    expect(servedCoverIn(privatePage)).toBeUndefined();
    // Hidden by an admin, then deleted by its owner: neither page names the story any more.
    const admin = await buildUser(ctx.db, { role: 'admin' });
    const other = await buildStory(ctx.db, owner.user, { title: 'Soon hidden' });
    expect(servedStoryIn((await api.get(`/story/${other.id}`)).body)).toMatchObject({
      story: { title: 'Soon hidden' },
    });
    expect(
      (await api.patch(`/api/admin/stories/${other.id}/visibility`, { isPublic: false }, admin.token)).status,
    ).toBe(200);
    expect((await api.get(`/story/${other.id}`)).body).not.toContain('Soon hidden');
    expect((await api.delete(`/api/stories/${story.id}`, owner.token)).status).toBe(200);
    expect(servedStoryIn((await api.get(`/story/${story.id}`)).body)).toBeUndefined();
    for (const unknown of [`/story/${randomUUID()}`, '/story/not-an-id']) {
      const unknownPage = (await api.get(unknown)).body;
      expect(coverPreloadIn(unknownPage)).toBeUndefined();
      expect(servedStoryIn(unknownPage)).toBeUndefined();
    }
    expect((await api.get('/discover')).body).toBe(INDEX_HTML);
  });

  it('keeps a served story inside its script element whatever its text holds', async () => {
    const owner = await buildUser(ctx.db);
    const title = '</script><script>alert(1)</script><!-- "&';
    const story = await buildStory(ctx.db, owner.user, { title, chapters: [{ content: '</SCRIPT>\u2028 <b>x</b>' }] });
    const page = (await api.get(`/story/${story.id}`)).body;
    expect(page.match(/<script\b/gi)).toHaveLength(1);
    expect(page).not.toContain('<!-- "&');
    const served = servedStoryIn(page) as ServedStory;
    expect(served.story.title).toBe(title);
    expect(served.chapters[0].content).toBe('</SCRIPT>\u2028 <b>x</b>');
  });

  it("draws a story's cover and title into its page as text, whatever the title holds", async () => {
    const owner = await buildUser(ctx.db);
    const title = `"><script>alert(1)</script> __STORY_COVER_URL__ & 'it's' $& $1`;
    const story = await buildStory(ctx.db, owner.user, { title });
    const page = (await api.get(`/story/${story.id}`)).body;
    expect(page.match(/<script\b/gi)).toHaveLength(1);
    const [src, alt] = servedCoverIn(page) ?? [];
    expect(src).toMatch(new RegExp(`^/api/stories/${story.id}/cover\\.svg\\?v=`));
    expect(alt).toBe(
      'Cover of &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; __STORY_COVER_URL__ &amp; &#39;it&#39;s&#39; $&amp; $1',
    );
    // The shell itself, placeholders and all, is never sent as a file.
    expect((await api.get('/story-shell.html')).body).not.toContain('__STORY_');
  });

  it('gives a public story link preview tags, quoting chapter 1 only for a mild story, and a private one none', async () => {
    const owner = await buildUser(ctx.db, { name: 'Ava', subscription: 'intimacy' });
    const mild = await buildStory(ctx.db, owner.user, {
      title: 'Tea & "Roses"',
      chapters: [{ content: 'The garden was quiet in the morning light. '.repeat(10) }],
    });
    await ctx.db
      .update(stories)
      .set({ settings: storySettingsSchema.parse({ explicitLevel: 10 }) })
      .where(eq(stories.id, mild.id));
    const meta = (page: string) =>
      Object.fromEntries(
        [...page.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)].map((m) => [m[1], m[2]]),
      );

    const tags = meta((await api.get(`/story/${mild.id}`)).body);
    expect(tags).toMatchObject({
      'og:title': 'Tea &amp; &quot;Roses&quot;',
      'og:url': `${ctx.config.publicUrl}/story/${mild.id}`,
      'twitter:card': 'summary_large_image',
    });
    expect(tags['og:description']).toMatch(/^The garden was quiet in the morning light\./);
    expect(tags['og:description'].length).toBeLessThanOrEqual(160);
    expect(tags['og:image']).toMatch(new RegExp(`^${ctx.config.publicUrl}/api/stories/${mild.id}/cover\\.png\\?v=`));
    expect(tags['twitter:image']).toBe(tags['og:image']);
    expect(tags).toMatchObject({ 'og:image:type': 'image/png', 'og:image:width': '1200', 'og:image:height': '750' });

    const explicit = await buildStory(ctx.db, owner.user, {
      chapters: [{ content: 'Words not for a preview. '.repeat(10) }],
    });
    const explicitTags = meta((await api.get(`/story/${explicit.id}`)).body);
    expect(explicitTags['og:description']).toBe('A romantic story by Ava, written with Reverie.');

    const secret = await buildStory(ctx.db, owner.user, { title: 'Secret', accessType: 'private' });
    expect(meta((await api.get(`/story/${secret.id}`)).body)).toEqual({});
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
