import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chapters, users } from '#server/db/schema';
import { BADGES } from '#common/catalogue/badges';
import { buildReading, buildUser, ESTABLISHED } from '#server/test/factories';
import { within } from '#server/test/within';
import { startTestApp, twoInstances, type TestApp } from '#server/test/testApp';
import { buildLibraryStory } from '#server/test/libraryKit';
import { openTestDatabase } from '#server/test/testDatabase';
import { registerReadCache } from './readCacheHooks';

const word = () => `gc${Math.random().toString(36).slice(2, 9)}`;

describe('guest read cache on one instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers guests with an ETag and 304 for a matching If-None-Match', async () => {
    const { user } = await buildUser(t.ctx.db);
    const story = await buildLibraryStory(t.ctx.db, user);
    for (const path of [`/api/stories/${story.id}`, `/api/stories/${story.id}/chapters`, '/api/stories/public']) {
      const first = await t.api.get(path);
      expect(first.status).toBe(200);
      const etag = first.headers.get('etag');
      expect(etag).toBeTruthy();
      expect(first.headers.get('cache-control')).toBe('no-cache');
      const again = await t.api.get(path);
      expect(again.body).toEqual(first.body);
      expect(again.headers.get('etag')).toBe(etag);
      const notModified = await t.api.request('GET', path, { headers: { 'if-none-match': etag! } });
      expect(notModified.status).toBe(304);
      expect(notModified.body).toBe('');
      const other = await t.api.request('GET', path, { headers: { 'if-none-match': '"something-else"' } });
      expect(other.status).toBe(200);
      expect(other.body).toEqual(first.body);
    }
  });

  it('keeps the next-page cursor of a cached list page', async () => {
    const { user } = await buildUser(t.ctx.db);
    await buildLibraryStory(t.ctx.db, user);
    await buildLibraryStory(t.ctx.db, user);
    const first = await t.api.get('/api/stories/public?limit=1');
    const cached = await t.api.get('/api/stories/public?limit=1');
    expect(first.headers.get('x-next-cursor')).toBeTruthy();
    expect(cached.headers.get('x-next-cursor')).toBe(first.headers.get('x-next-cursor'));
  });

  it('never serves a story made private or deleted once the write is answered', async () => {
    const { user, token } = await buildUser(t.ctx.db, { subscription: 'intimacy' });
    const title = word();
    const hidden = await buildLibraryStory(t.ctx.db, user, { title });
    const removed = await buildLibraryStory(t.ctx.db, user, { title });
    const list = `/api/stories/public?q=${title}`;
    expect((await t.api.get(list)).body).toHaveLength(2);
    expect((await t.api.get(`/api/stories/${hidden.id}`)).status).toBe(200);
    expect((await t.api.get(`/api/stories/${removed.id}/chapters`)).status).toBe(200);

    expect((await t.api.patch(`/api/stories/${hidden.id}/visibility`, { isPublic: false }, token)).status).toBe(200);
    expect((await t.api.get(`/api/stories/${hidden.id}`)).status).toBe(404);
    expect((await t.api.get(list)).body.map((s: { _id: string }) => s._id)).toEqual([removed.id]);

    expect((await t.api.delete(`/api/stories/${removed.id}`, token)).status).toBe(200);
    expect((await t.api.get(`/api/stories/${removed.id}/chapters`)).status).toBe(404);
    expect((await t.api.get(`/api/stories/${removed.id}`)).status).toBe(404);
    expect((await t.api.get(list)).body).toEqual([]);
  });

  it('shows new vote counts and edits at once, with a new ETag', async () => {
    const owner = await buildUser(t.ctx.db);
    const voter = await buildUser(t.ctx.db);
    const story = await buildLibraryStory(t.ctx.db, owner.user, { title: word() });
    const before = await t.api.get(`/api/stories/${story.id}`);
    expect(before.body.upvotes).toBe(0);
    expect((await t.api.post(`/api/stories/${story.id}/upvote`, undefined, voter.token)).status).toBe(200);
    const after = await t.api.request('GET', `/api/stories/${story.id}`, {
      headers: { 'if-none-match': before.headers.get('etag')! },
    });
    expect(after.status).toBe(200);
    expect(after.body.upvotes).toBe(1);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    const listed = await t.api.get(`/api/stories/public?q=${story.title}`);
    expect(listed.body[0].upvotes).toBe(1);
  });

  it('drops what background work changes (a chapter written by a job) through the database', async () => {
    const { user } = await buildUser(t.ctx.db);
    const story = await buildLibraryStory(t.ctx.db, user, { chapters: [{ content: 'Before.' }] });
    expect((await t.api.get(`/api/stories/${story.id}/chapters`)).body.chapters[0].content).toBe('Before.');
    await t.ctx.db.update(chapters).set({ content: 'After.' }).where(eq(chapters.storyId, story.id));
    await within(1000, async () => {
      expect((await t.api.get(`/api/stories/${story.id}/chapters`)).body.chapters[0].content).toBe('After.');
      expect((await t.api.get(`/api/stories/${story.id}`)).body.content).toBe('After.');
    });
  });
});

describe('a write’s effects on other readers, on the instance that answers it', () => {
  /** Hears the database's notifications late: longer than a like takes here. */
  const NOTIFICATION_DELAY_MS = 100;
  let slow: TestApp;
  beforeAll(async () => {
    slow = await startTestApp({ notificationDelayMs: NOTIFICATION_DELAY_MS });
  });
  afterAll(async () => {
    await slow.close();
  });

  it('shows the author the badge and credits a reader’s like earned them, once the like is answered', async () => {
    const author = await buildUser(slow.ctx.db, { textCredits: 3 });
    const reader = await buildUser(slow.ctx.db, { joinedAt: ESTABLISHED() });
    const story = await buildLibraryStory(slow.ctx.db, author.user);
    await buildReading(slow.ctx.db, reader.user.id, story.id);
    const authorMe = async () => (await slow.api.get('/api/auth/me', author.token)).body.user;
    // Lets the instance hear of the accounts and story made above before the author's answer is kept.
    await new Promise((resolve) => setTimeout(resolve, NOTIFICATION_DELAY_MS * 3));
    for (let i = 0; i < 2; i++) expect(await authorMe()).toMatchObject({ badges: [], textCredits: 3 });
    expect((await slow.api.post(`/api/stories/${story.id}/like`, undefined, reader.token)).status).toBe(200);
    const me = await authorMe();
    expect(me.badges.map((badge: { id: string }) => badge.id)).toEqual(['first_heart']);
    expect(me.textCredits).toBe(3 + BADGES.first_heart.textCredits);
  });
});

describe('read cache for signed-in readers on one instance', () => {
  let t: TestApp;
  /** An instance that hears the database's notifications late: what it shows at once, it knew by itself. */
  let deaf: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    deaf = await startTestApp({ notificationDelayMs: 3000 });
  });
  afterAll(async () => {
    await deaf.close();
    await t.close();
  });

  const threeChapters = {
    chapters: [{ content: 'One.' }, { content: 'Two.' }, { content: 'Three.', textCreditsCost: 2 }],
  };

  it('keeps each reader’s own answer, private, with an ETag and 304', async () => {
    const owner = await buildUser(t.ctx.db);
    const reader = await buildUser(t.ctx.db);
    const story = await buildLibraryStory(t.ctx.db, owner.user, threeChapters);
    for (const path of [
      `/api/stories/${story.id}`,
      `/api/stories/${story.id}/chapters`,
      '/api/stories/public',
      '/api/auth/me',
    ]) {
      const first = await t.api.get(path, reader.token);
      expect(first.status).toBe(200);
      const etag = first.headers.get('etag');
      expect(etag).toBeTruthy();
      expect(first.headers.get('cache-control')).toBe('private, no-cache');
      expect(first.headers.get('vary')).toMatch(/authorization/i);
      const again = await t.api.get(path, reader.token);
      expect(again.body).toEqual(first.body);
      expect(again.headers.get('etag')).toBe(etag);
      const notModified = await t.api.request('GET', path, {
        token: reader.token,
        headers: { 'if-none-match': etag! },
      });
      expect(notModified.status).toBe(304);
    }
    const ownersChapters = await t.api.get(`/api/stories/${story.id}/chapters`, owner.token);
    const readersChapters = await t.api.get(`/api/stories/${story.id}/chapters`, reader.token);
    const guestsChapters = await t.api.get(`/api/stories/${story.id}/chapters`);
    expect(ownersChapters.body.chapters[2]).toMatchObject({ locked: false, content: 'Three.' });
    expect(readersChapters.body.chapters[2].locked).toBe(true);
    expect(guestsChapters.body.chapters[2].locked).toBe(true);
    expect((await t.api.get('/api/auth/me', owner.token)).body.user._id).toBe(owner.user.id);
    expect((await t.api.get('/api/auth/me', reader.token)).body.user._id).toBe(reader.user.id);
  });

  it('shows a reader’s own writes at once: an unlock, its price, a like', async () => {
    const owner = await buildUser(deaf.ctx.db);
    const reader = await buildUser(deaf.ctx.db, { textCredits: 5 });
    const story = await buildLibraryStory(deaf.ctx.db, owner.user, threeChapters);
    const me = () => deaf.api.get('/api/auth/me', reader.token);
    const chaptersOf = () => deaf.api.get(`/api/stories/${story.id}/chapters`, reader.token);
    const detail = () => deaf.api.get(`/api/stories/${story.id}`, reader.token);
    for (let i = 0; i < 2; i++) {
      expect((await me()).body.user.textCredits).toBe(5);
      expect((await chaptersOf()).body.chapters[2].locked).toBe(true);
      expect((await detail()).body.hasLiked).toBe(false);
    }
    expect((await deaf.api.post(`/api/stories/${story.id}/chapters/3/unlock`, {}, reader.token)).status).toBe(200);
    expect((await me()).body.user.textCredits).toBe(3);
    expect((await me()).body.user.unlockedChapters).toContainEqual(
      expect.objectContaining({ storyId: story.id, chapterNumber: 3 }),
    );
    expect((await chaptersOf()).body.chapters[2]).toMatchObject({ locked: false, content: 'Three.' });
    expect((await deaf.api.post(`/api/stories/${story.id}/like`, undefined, reader.token)).status).toBe(200);
    expect((await detail()).body.hasLiked).toBe(true);
    expect((await deaf.api.get(`/api/stories/${story.id}`, owner.token)).body.hasLiked).toBe(false);
  });

  it('shows a pack’s credits at once after the reader pays for it', async () => {
    const reader = await buildUser(deaf.ctx.db, { textCredits: 1, audioCredits: 0 });
    for (let i = 0; i < 2; i++) {
      expect((await deaf.api.get('/api/auth/me', reader.token)).body.user.textCredits).toBe(1);
    }
    const checkout = await deaf.api.post('/api/payment/create-credit-checkout', { packageId: 'starter' }, reader.token);
    expect(checkout.status).toBe(200);
    expect((await deaf.api.post('/api/payment/demo/pay', { sessionId: checkout.body.id }, reader.token)).status).toBe(
      200,
    );
    expect((await deaf.api.get('/api/auth/me', reader.token)).body.user).toMatchObject({
      textCredits: 6,
      audioCredits: 5,
    });
  });

  it('follows account changes made outside any request (a refund) through the database', async () => {
    const reader = await buildUser(t.ctx.db, { textCredits: 5 });
    expect((await t.api.get('/api/auth/me', reader.token)).body.user.textCredits).toBe(5);
    expect((await t.api.get('/api/auth/me', reader.token)).headers.get('etag')).toBeTruthy();
    await t.ctx.db.update(users).set({ textCredits: 9 }).where(eq(users.id, reader.user.id));
    await within(1000, async () => {
      expect((await t.api.get('/api/auth/me', reader.token)).body.user.textCredits).toBe(9);
    });
  });

  it('answers 401 at once to a token signed out on this instance, though its reads were cached', async () => {
    const reader = await buildUser(deaf.ctx.db);
    for (let i = 0; i < 2; i++) expect((await deaf.api.get('/api/auth/me', reader.token)).status).toBe(200);
    expect((await deaf.api.post('/api/auth/logout', undefined, reader.token)).status).toBe(200);
    expect((await deaf.api.get('/api/auth/me', reader.token)).status).toBe(401);
  });

  it('sends a cached answer compressed, once per encoding, to a client that accepts it', async () => {
    const { user } = await buildUser(t.ctx.db);
    const story = await buildLibraryStory(t.ctx.db, user, { chapters: [{ content: 'Long words. '.repeat(400) }] });
    const path = `/api/stories/${story.id}/chapters`;
    const varyOf = (res: { headers: http.IncomingHttpHeaders }) => res.headers.vary?.toLowerCase().split(/,\s*/).sort();
    // Made afresh (and compressed by the compression plugin), then kept.
    const made = await rawGet(t.baseUrl + path, { 'accept-encoding': 'gzip' });
    expect(made.headers['content-encoding']).toBe('gzip');
    expect(varyOf(made)).toEqual(['accept-encoding', 'authorization']);
    const plain = await rawGet(t.baseUrl + path, {});
    for (const encoding of ['br', 'gzip'] as const) {
      for (let i = 0; i < 2; i++) {
        const res = await rawGet(t.baseUrl + path, { 'accept-encoding': `${encoding}, identity;q=0.5` });
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers.etag).toBe(plain.headers.etag);
        expect(varyOf(res)).toEqual(['accept-encoding', 'authorization']);
        const decoded = encoding === 'br' ? brotliDecompressSync(res.body) : gunzipSync(res.body);
        expect(decoded.toString()).toBe(plain.body.toString());
        expect(res.body.length).toBeLessThan(plain.body.length / 4);
      }
    }
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});

/** A GET through node:http, which (unlike fetch) leaves the body as it was sent. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

// Two instances need a database they can share: only a PostgreSQL server offers one.
describe.skipIf(!process.env.TEST_DATABASE_URL)('guest read cache on two instances sharing one PostgreSQL', () => {
  const pair = twoInstances();

  it('drops a story made private, a deleted one and old vote counts on the other instance within a second', async () => {
    const { a, b } = pair;
    const owner = await buildUser(a.ctx.db, { subscription: 'intimacy' });
    const voter = await buildUser(a.ctx.db);
    const title = word();
    const hidden = await buildLibraryStory(a.ctx.db, owner.user, { title });
    const removed = await buildLibraryStory(a.ctx.db, owner.user, { title });
    const voted = await buildLibraryStory(a.ctx.db, owner.user, { title });
    const list = `/api/stories/public?q=${title}`;
    for (const path of [
      list,
      `/api/stories/${hidden.id}`,
      `/api/stories/${removed.id}/chapters`,
      `/api/stories/${voted.id}`,
    ]) {
      expect((await b.api.get(path)).status).toBe(200);
      expect((await b.api.get(path)).headers.get('etag')).toBeTruthy();
    }

    expect((await a.api.patch(`/api/stories/${hidden.id}/visibility`, { isPublic: false }, owner.token)).status).toBe(
      200,
    );
    expect((await a.api.delete(`/api/stories/${removed.id}`, owner.token)).status).toBe(200);
    expect((await a.api.post(`/api/stories/${voted.id}/upvote`, undefined, voter.token)).status).toBe(200);

    await within(1000, async () => {
      expect((await b.api.get(`/api/stories/${hidden.id}`)).status).toBe(404);
      expect((await b.api.get(`/api/stories/${removed.id}/chapters`)).status).toBe(404);
      expect((await b.api.get(`/api/stories/${voted.id}`)).body.upvotes).toBe(1);
      const listed = (await b.api.get(list)).body;
      expect(listed.map((s: { _id: string }) => s._id)).toEqual([voted.id]);
      expect(listed[0].upvotes).toBe(1);
    });
  });

  it('shows a reader’s unlock and its price on the other instance within a second, and ends their signed-out session there', async () => {
    const { a, b } = pair;
    const owner = await buildUser(a.ctx.db);
    const reader = await buildUser(a.ctx.db, { textCredits: 5 });
    const story = await buildLibraryStory(a.ctx.db, owner.user, {
      chapters: [{ content: 'One.' }, { content: 'Two.', textCreditsCost: 2 }],
    });
    const chaptersPath = `/api/stories/${story.id}/chapters`;
    for (let i = 0; i < 2; i++) {
      expect((await b.api.get('/api/auth/me', reader.token)).body.user.textCredits).toBe(5);
      expect((await b.api.get(chaptersPath, reader.token)).body.chapters[1].locked).toBe(true);
    }
    expect((await a.api.post(`/api/stories/${story.id}/chapters/2/unlock`, {}, reader.token)).status).toBe(200);
    await within(1000, async () => {
      expect((await b.api.get('/api/auth/me', reader.token)).body.user.textCredits).toBe(3);
      expect((await b.api.get(chaptersPath, reader.token)).body.chapters[1]).toMatchObject({
        locked: false,
        content: 'Two.',
      });
    });
    expect((await a.api.post('/api/auth/logout', undefined, reader.token)).status).toBe(200);
    await within(1000, async () => {
      expect((await b.api.get('/api/auth/me', reader.token)).status).toBe(401);
    });
  });

  it('serves a story made public on the other instance within a second', async () => {
    const { a, b } = pair;
    const owner = await buildUser(a.ctx.db, { subscription: 'intimacy' });
    const title = word();
    const story = await buildLibraryStory(a.ctx.db, owner.user, { title, accessType: 'private' });
    expect((await b.api.get(`/api/stories/public?q=${title}`)).body).toEqual([]);
    expect((await a.api.patch(`/api/stories/${story.id}/visibility`, { isPublic: true }, owner.token)).status).toBe(
      200,
    );
    await within(1000, async () => {
      expect((await b.api.get(`/api/stories/public?q=${title}`)).body.map((s: { _id: string }) => s._id)).toEqual([
        story.id,
      ]);
    });
  });
});

describe('one read at a time per cached answer', () => {
  it('answers readers who ask at once for an answer it does not hold with one database read', async () => {
    const database = await openTestDatabase();
    const app = Fastify({ logger: false });
    const noMetrics = { guestRead: () => {}, signedInRead: () => {}, session: () => {} };
    registerReadCache(app, database, noMetrics);
    let reads = 0;
    app.get('/api/slow-list', { config: { auth: 'none', readCache: 'lists' } }, async () => {
      reads += 1;
      await new Promise((resolve) => setTimeout(resolve, 200));
      return { stories: ['The Lighthouse Keeper'], read: reads };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = app.server.address();
      const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/slow-list`;
      const answers = await Promise.all(
        Array.from({ length: 20 }, async (_, i) => {
          const response = await fetch(url, { headers: i % 2 ? { 'accept-encoding': 'br' } : {} });
          return { status: response.status, body: await response.json() };
        }),
      );
      expect(reads).toBe(1);
      expect(answers.every(({ status }) => status === 200)).toBe(true);
      expect(new Set(answers.map(({ body }) => JSON.stringify(body)))).toEqual(
        new Set([JSON.stringify({ stories: ['The Lighthouse Keeper'], read: 1 })]),
      );
    } finally {
      await app.close();
      await database.close();
    }
  });
});
