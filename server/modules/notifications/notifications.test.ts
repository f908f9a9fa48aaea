import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildReading, buildStory, buildUser, ESTABLISHED, waitForChapter } from '#server/test/factories';
import { INSTANT_WRITER, startTestApp, type TestApp } from '#server/test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(INSTANT_WRITER);
});
afterAll(async () => {
  await t.close();
});

interface Item {
  _id: string;
  kind: string;
  storyId: string;
  chapterNumber: number | null;
  read: boolean;
  badge: { id: string } | null;
}
const inbox = async (token: string) =>
  (await t.api.get('/api/notifications', token)).body as { items: Item[]; unread: number };

async function writeStory(token: string, accessType = 'public') {
  const res = await t.api.post('/api/stories/generate', { title: 'News', settings: { length: 2 }, accessType }, token);
  expect(res.status).toBe(201);
  await waitForChapter(t.api, res.body._id, 1, token);
  return res.body._id as string;
}

describe('notifications of followed authors', () => {
  it('tells followers when the author publishes or continues a public story, newest first, once a chapter', async () => {
    const { user: author, token: authorToken } = await buildUser(t.ctx.db, { textCredits: 10 });
    const { token: follower } = await buildUser(t.ctx.db);
    const { token: stranger } = await buildUser(t.ctx.db);
    await t.api.put(`/api/authors/${author.id}/follow`, undefined, follower);

    const storyId = await writeStory(authorToken);
    const [choice] = (await t.api.get(`/api/stories/${storyId}/chapters/1/choices`, authorToken)).body.choices;
    const chose = await t.api.post(`/api/stories/${storyId}/chapters/1/choice`, { choice: choice.text }, authorToken);
    expect(chose.status).toBe(201);
    await waitForChapter(t.api, storyId, 2, authorToken);

    const { items, unread } = await inbox(follower);
    expect(items.map((item) => [item.kind, item.storyId, item.chapterNumber])).toEqual([
      ['story_continued', storyId, 2],
      ['story_published', storyId, 1],
    ]);
    expect(items[0]).toMatchObject({ authorId: author.id, storyTitle: 'News', read: false, badge: null });
    expect(unread).toBe(2);
    expect(await inbox(stranger)).toEqual({ items: [], unread: 0 });
  });

  it('says nothing of a private story, and withdraws notices of a story made private later', async () => {
    const { user: author, token: authorToken } = await buildUser(t.ctx.db, {
      textCredits: 10,
      subscription: 'intimacy',
    });
    const { token: follower } = await buildUser(t.ctx.db);
    await t.api.put(`/api/authors/${author.id}/follow`, undefined, follower);

    await writeStory(authorToken, 'private');
    expect((await inbox(follower)).items).toEqual([]);

    const storyId = await writeStory(authorToken);
    expect((await inbox(follower)).unread).toBe(1);
    await t.api.patch(`/api/stories/${storyId}/visibility`, { isPublic: false }, authorToken);
    expect(await inbox(follower)).toEqual({ items: [], unread: 0 });
  });
});

describe('badge notifications', () => {
  it('tells the author when a like earns their story a badge, and not for likes that earn none', async () => {
    const { user: author, token: authorToken } = await buildUser(t.ctx.db);
    const story = await buildStory(t.ctx.db, author);
    const { token: liker, user: likerUser } = await buildUser(t.ctx.db, { joinedAt: ESTABLISHED() });
    const { token: another, user: anotherUser } = await buildUser(t.ctx.db, { joinedAt: ESTABLISHED() });
    for (const reader of [likerUser, anotherUser]) await buildReading(t.ctx.db, reader.id, story.id);

    expect((await t.api.post(`/api/stories/${story.id}/like`, {}, liker)).status).toBe(200);
    await t.api.post(`/api/stories/${story.id}/like`, {}, another);
    const { items } = await inbox(authorToken);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: 'badge_earned', storyId: story.id, badge: { id: 'first_heart' } });
  });
});

describe('POST /api/notifications/read', () => {
  it('marks the given notifications read, or all of them with {}, ignoring ids of others', async () => {
    const { user: author, token: authorToken } = await buildUser(t.ctx.db, { textCredits: 10 });
    const { token: follower } = await buildUser(t.ctx.db);
    const { token: other } = await buildUser(t.ctx.db);
    await t.api.put(`/api/authors/${author.id}/follow`, undefined, follower);
    await t.api.put(`/api/authors/${author.id}/follow`, undefined, other);
    await writeStory(authorToken);
    await writeStory(authorToken);
    const [newest, oldest] = (await inbox(follower)).items;
    const othersItem = (await inbox(other)).items[0];

    const some = await t.api.post('/api/notifications/read', { ids: [oldest._id, othersItem._id] }, follower);
    expect(some.status).toBe(200);
    expect(some.body).toEqual({ unread: 1 });
    expect((await inbox(follower)).items.map((item) => item.read)).toEqual([false, true]);
    expect((await inbox(other)).unread).toBe(2);

    expect((await t.api.post('/api/notifications/read', {}, follower)).body).toEqual({ unread: 0 });
    expect((await inbox(follower)).items.find((item) => item._id === newest._id)?.read).toBe(true);
  });

  it('refuses malformed ids with 400 and guests with 401', async () => {
    const { token } = await buildUser(t.ctx.db);
    const bad = await t.api.post('/api/notifications/read', { ids: ['nope'] }, token);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('ids');
    expect((await t.api.get('/api/notifications')).status).toBe(401);
    expect((await t.api.post('/api/notifications/read', {})).status).toBe(401);
  });
});
