import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStory, buildUser } from '#server/test/factories';
import { startTestApp, type TestApp } from '#server/test/testApp';
import { userBadges } from '#server/db/schema';
import { updateUser } from '../users/users.repo';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/authors/{id}', () => {
  it("shows the author's name, badges, followers and only their public, shown stories, never an email", async () => {
    const { user: author } = await buildUser(t.ctx.db, { name: 'Ava Rose', subscription: 'intimacy' });
    await t.ctx.db.insert(userBadges).values({ userId: author.id, badgeId: 'storyteller' });
    const shown = await buildStory(t.ctx.db, author, { title: 'Shown' });
    await buildStory(t.ctx.db, author, { title: 'Private', accessType: 'private' });
    await buildStory(t.ctx.db, author, { title: 'Early', accessType: 'premium_early_access' });
    await buildStory(t.ctx.db, author, { title: 'Unwritten', chapters: [{ status: 'writing', content: '' }] });
    const { token: reader } = await buildUser(t.ctx.db);
    await t.api.put(`/api/authors/${author.id}/follow`, undefined, reader);

    for (const token of [undefined, reader]) {
      const res = await t.api.get(`/api/authors/${author.id}`, token);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: author.id, name: 'Ava Rose', followers: 1, isFollowing: token === reader });
      expect(res.body.badges.map((b: { id: string }) => b.id)).toEqual(['storyteller']);
      expect(res.body.stories.map((s: { _id: string }) => s._id)).toEqual([shown.id]);
      expect(res.body.stories[0].userId).toBe(author.id);
      expect(JSON.stringify(res.body)).not.toContain(author.email);
    }
  });

  it('answers 404 for an unknown, malformed or banned author', async () => {
    const { user: banned } = await buildUser(t.ctx.db);
    await updateUser(t.ctx.db, banned.id, { bannedAt: new Date() });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', banned.id]) {
      const res = await t.api.get(`/api/authors/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Author not found');
    }
  });
});

describe('following', () => {
  it('follows and unfollows once however often asked, and lists whom the reader follows, latest first', async () => {
    const { user: first } = await buildUser(t.ctx.db, { name: 'First' });
    const { user: second } = await buildUser(t.ctx.db, { name: 'Second' });
    const { token } = await buildUser(t.ctx.db);

    for (let i = 0; i < 2; i++) {
      const res = await t.api.put(`/api/authors/${first.id}/follow`, undefined, token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ isFollowing: true, followers: 1 });
    }
    await t.api.put(`/api/authors/${second.id}/follow`, undefined, token);
    const following = await t.api.get('/api/user/following', token);
    expect(following.body.map((a: { name: string }) => a.name)).toEqual(['Second', 'First']);
    expect(Object.keys(following.body[0]).sort()).toEqual(['badges', 'followedAt', 'id', 'name']);

    for (let i = 0; i < 2; i++) {
      const res = await t.api.delete(`/api/authors/${first.id}/follow`, token);
      expect(res.body).toEqual({ isFollowing: false, followers: 0 });
    }
    expect((await t.api.get('/api/user/following', token)).body.map((a: { id: string }) => a.id)).toEqual([second.id]);
  });

  it('needs a signed-in reader, refuses following oneself with 400 and an unknown author with 404', async () => {
    const { user, token } = await buildUser(t.ctx.db);
    expect((await t.api.put(`/api/authors/${user.id}/follow`)).status).toBe(401);
    expect((await t.api.get('/api/user/following')).status).toBe(401);
    const self = await t.api.put(`/api/authors/${user.id}/follow`, undefined, token);
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('You cannot follow yourself');
    const unknown = await t.api.put('/api/authors/00000000-0000-4000-8000-000000000000/follow', undefined, token);
    expect(unknown.status).toBe(404);
  });
});
