import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chapters } from '#server/db/schema';
import { buildUser } from '../test/factories';
import { startSecondInstance, startTestApp, type SecondInstance, type TestApp } from '../test/testApp';
import { buildLibraryStory } from '../modules/library/testing';

/** Polls until `check` passes, for at most `ms` (other instances learn of a write through NOTIFY). */
async function within(ms: number, check: () => Promise<void>) {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}

const word = () => `gc${Math.random().toString(36).slice(2, 9)}`;

describe('guest read cache on one instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers guests with an ETag and 304 for a matching If-None-Match; signed-in readers bypass it', async () => {
    const { user, token } = await buildUser(t.ctx.db);
    const story = await buildLibraryStory(t.ctx.db, user);
    for (const path of [`/api/stories/${story.id}`, `/api/stories/${story.id}/chapters`, '/api/stories/public']) {
      const first = await t.api.get(path);
      expect(first.status).toBe(200);
      const etag = first.headers.get('etag');
      expect(etag).toBeTruthy();
      const again = await t.api.get(path);
      expect(again.body).toEqual(first.body);
      expect(again.headers.get('etag')).toBe(etag);
      const notModified = await t.api.request('GET', path, { headers: { 'if-none-match': etag! } });
      expect(notModified.status).toBe(304);
      expect(notModified.body).toBe('');
      const other = await t.api.request('GET', path, { headers: { 'if-none-match': '"something-else"' } });
      expect(other.status).toBe(200);
      expect(other.body).toEqual(first.body);
      const signedIn = await t.api.get(path, token);
      expect(signedIn.status).toBe(200);
      expect(signedIn.headers.get('etag')).toBeNull();
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

// Two instances need a database they can share: only a PostgreSQL server offers one.
describe.skipIf(!process.env.TEST_DATABASE_URL)('guest read cache on two instances sharing one PostgreSQL', () => {
  let a: TestApp;
  let b: SecondInstance;

  beforeAll(async () => {
    a = await startTestApp();
    b = await startSecondInstance(a);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('drops a story made private, a deleted one and old vote counts on the other instance within a second', async () => {
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

  it('serves a story made public on the other instance within a second', async () => {
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
