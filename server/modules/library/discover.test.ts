import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { STORY_TAGS } from '#common/catalogue/storyChoices';
import { CHAPTER_PREVIEW_CHARS } from '#server/tuning';
import { buildUser } from '#server/test/factories';
import { INSTANT_WRITER, startTestApp, type TestApp } from '#server/test/testApp';
import { stories, storyLikes } from '#server/db/schema';
import { allPublicPages, buildLibraryStory } from '#server/test/libraryKit';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(INSTANT_WRITER);
});
afterAll(async () => {
  await t.close();
});

const uniqueWord = () => `zq${randomBytes(4).toString('hex')}`;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

describe('GET /api/stories/tags', () => {
  it('answers the fixed list of tags and content notes', async () => {
    const res = await t.api.get('/api/stories/tags');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(STORY_TAGS);
    expect(res.body.map((tag: { kind: string }) => tag.kind)).toEqual(expect.arrayContaining(['tag', 'note']));
  });
});

describe('tags at creation', () => {
  it('keeps the chosen tags and returns them in the story answers', async () => {
    const { token } = await buildUser(t.ctx.db, { textCredits: 5 });
    const res = await t.api.post(
      '/api/stories/generate',
      { title: 'Tagged', settings: { length: 2 }, tags: ['slow-burn', 'toys'] },
      token,
    );
    expect(res.status).toBe(201);
    expect(res.body.tags).toEqual(['slow-burn', 'toys']);
    expect((await t.api.get(`/api/stories/${res.body._id}`, token)).body.tags).toEqual(['slow-burn', 'toys']);
  });

  it.each([
    [['not-a-tag'], 'tags must be among'],
    [['toys', 'toys'], 'tags must not repeat'],
    ['toys', 'tags must be a list'],
  ])('refuses tags %j with 400 and charges nothing', async (tags, message) => {
    const { user, token } = await buildUser(t.ctx.db, { textCredits: 5 });
    const res = await t.api.post('/api/stories/generate', { title: 'Bad tags', tags }, token);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    const owned = await t.ctx.db.query.stories.findMany({ where: (s, { eq }) => eq(s.userId, user.id) });
    expect(owned).toHaveLength(0);
  });
});

describe('GET /api/stories/public tags and sorts', () => {
  it('keeps stories with every asked tag and none of the excluded ones, repeated or comma-separated', async () => {
    const word = uniqueWord();
    const { user } = await buildUser(t.ctx.db);
    const both = await buildLibraryStory(t.ctx.db, user, { title: `${word} a`, tags: ['slow-burn', 'fantasy'] });
    const noted = await buildLibraryStory(t.ctx.db, user, {
      title: `${word} b`,
      tags: ['slow-burn', 'fantasy', 'group'],
    });
    await buildLibraryStory(t.ctx.db, user, { title: `${word} c`, tags: ['slow-burn'] });
    const ids = async (query: string) =>
      (await t.api.get(`/api/stories/public?q=${word}&${query}`)).body.map((s: { _id: string }) => s._id);

    expect(await ids('tag=slow-burn,fantasy')).toEqual([noted.id, both.id]);
    expect(await ids('tag=slow-burn&tag=fantasy&exclude=group')).toEqual([both.id]);
    expect(await ids('sort=popular&tag=fantasy&exclude=group,toys')).toEqual([both.id]);
  });

  it('refuses an unknown tag, exclusion or sort with 400 naming the parameter', async () => {
    for (const [query, field] of [
      ['tag=nope', 'tag'],
      ['exclude=slow-burn,nope', 'exclude'],
      ['sort=oldest', 'sort'],
    ]) {
      const res = await t.api.get(`/api/stories/public?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(field);
    }
  });

  it('orders "popular" by votes, then newest, paging without gaps', async () => {
    const word = uniqueWord();
    const { user } = await buildUser(t.ctx.db);
    const story = (upvotes: number, downvotes: number, age: number) =>
      buildLibraryStory(t.ctx.db, user, { title: `${word} ${age}`, upvotes, downvotes, createdAt: hoursAgo(age) });
    const loved = await story(5, 0, 5);
    const liked = await story(3, 1, 4);
    const tieOld = await story(1, 0, 3);
    const tieNew = await story(2, 1, 2);
    const disliked = await story(0, 2, 1);

    const pages = await allPublicPages(t.api, `q=${word}&sort=popular`);
    expect(pages.flat()).toEqual([loved.id, liked.id, tieNew.id, tieOld.id, disliked.id]);
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
    const newest = await allPublicPages(t.api, `q=${word}`, undefined, 10);
    expect(newest.flat()).toEqual([disliked.id, tieNew.id, tieOld.id, liked.id, loved.id]);
  });

  it('orders "trending" by recent likes and reads, older ones not counting', async () => {
    const word = uniqueWord();
    const { user: author } = await buildUser(t.ctx.db);
    const quiet = await buildLibraryStory(t.ctx.db, author, { title: `${word} quiet`, createdAt: hoursAgo(1) });
    const once = await buildLibraryStory(t.ctx.db, author, { title: `${word} once`, createdAt: hoursAgo(3) });
    const hot = await buildLibraryStory(t.ctx.db, author, { title: `${word} hot`, createdAt: hoursAgo(4) });
    const faded = await buildLibraryStory(t.ctx.db, author, { title: `${word} faded`, createdAt: hoursAgo(2) });
    const readers = await Promise.all([1, 2, 3].map(() => buildUser(t.ctx.db)));
    const like = (storyId: string, userId: string, createdAt = new Date()) =>
      t.ctx.db.insert(storyLikes).values({ storyId, userId, createdAt });
    await like(hot.id, readers[0].user.id);
    await like(once.id, readers[0].user.id);
    for (const reader of readers) await like(faded.id, reader.user.id, hoursAgo(24 * 30));
    // Reading chapter 1 counts as a recent read.
    expect((await t.api.get(`/api/stories/${hot.id}/chapters`, readers[1].token)).status).toBe(200);

    const pages = await allPublicPages(t.api, `q=${word}&sort=trending`);
    expect(pages.flat()).toEqual([hot.id, once.id, quiet.id, faded.id]);
  });

  it("refuses another order's cursor with 400", async () => {
    const word = uniqueWord();
    const { user } = await buildUser(t.ctx.db);
    for (let i = 0; i < 3; i++) await buildLibraryStory(t.ctx.db, user, { title: `${word} ${i}` });
    const popular = await t.api.get(`/api/stories/public?q=${word}&sort=popular&limit=1`);
    const cursor = popular.headers.get('x-next-cursor')!;
    const res = await t.api.get(`/api/stories/public?q=${word}&limit=1&cursor=${cursor}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid cursor');
  });
});

describe('GET /api/stories/teasers', () => {
  it('shows everyone the newest shown premium stories with the plan that opens them, and no more text than a preview', async () => {
    const { user } = await buildUser(t.ctx.db, { subscription: 'intimacy' });
    const text = 'She opened the letter at the window, and the city below went quiet. '.repeat(10);
    const early = await buildLibraryStory(t.ctx.db, user, {
      title: 'Early',
      accessType: 'premium_early_access',
      chapters: [{ content: text }, { content: 'Chapter two, locked.' }],
    });
    const exclusive = await buildLibraryStory(t.ctx.db, user, { title: 'Exclusive', accessType: 'premium_exclusive' });
    const hidden = await buildLibraryStory(t.ctx.db, user, { accessType: 'premium_exclusive' });
    await t.ctx.db
      .update(stories)
      .set({ hiddenAt: new Date(), hiddenReason: 'admin' })
      .where(eq(stories.id, hidden.id));
    await buildLibraryStory(t.ctx.db, user, { title: 'Private', accessType: 'private' });

    const res = await t.api.get('/api/stories/teasers');
    expect(res.status).toBe(200);
    const ids = res.body.map((teaser: { _id: string }) => teaser._id);
    expect(ids).toEqual(expect.arrayContaining([exclusive.id, early.id]));
    expect(ids).not.toContain(hidden.id);
    const teaser = res.body.find((item: { _id: string }) => item._id === early.id);
    expect(teaser).toMatchObject({ title: 'Early', accessType: 'premium_early_access', plan: { id: 'essentiel' } });
    expect(teaser.excerpt.length).toBeLessThanOrEqual(CHAPTER_PREVIEW_CHARS);
    expect(text.startsWith(teaser.excerpt)).toBe(true);
    expect(JSON.stringify(res.body)).not.toContain('Chapter two');
    expect(res.body.find((item: { _id: string }) => item._id === exclusive.id).plan.id).toBe('intimacy');
  });
});
