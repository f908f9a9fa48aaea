import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OfflineWriter } from '#server/providers/writer/offline/offlineWriter';
import { buildStory, buildUser, waitForChapter } from '#server/test/factories';
import { startTestApp, type TestApp } from '#server/test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    providers: (_config, defaults) => ({ ...defaults, writer: new OfflineWriter({ paceMs: 0 }) }),
  });
});
afterAll(async () => {
  await t.close();
});

const visibility = (id: string, isPublic: boolean, token: string) =>
  t.api.patch(`/api/stories/${id}/visibility`, { isPublic }, token);

describe('private and back keeps the published access', () => {
  it.each(['premium_exclusive', 'premium_early_access'] as const)(
    'a %s story created through the API keeps its access after private → public, and still closed to free readers',
    async (accessType) => {
      const author = await buildUser(t.ctx.db, { subscription: 'intimacy' });
      const free = await buildUser(t.ctx.db);
      const created = await t.api.post(
        '/api/stories/generate',
        { title: 'Velvet Hours', settings: { length: 2 }, accessType },
        author.token,
      );
      expect(created.status).toBe(201);
      const id = created.body._id as string;
      await waitForChapter(t.api, id, 1, author.token);

      expect((await visibility(id, false, author.token)).body).toMatchObject({
        isPublic: false,
        accessType: 'private',
      });
      expect((await visibility(id, true, author.token)).body).toMatchObject({ isPublic: true, accessType });

      expect((await t.api.get(`/api/stories/${id}`, author.token)).body).toMatchObject({ isPublic: true, accessType });
      expect((await t.api.get(`/api/stories/${id}`, free.token)).status).toBe(404);
      expect((await t.api.get(`/api/stories/${id}`)).status).toBe(404);
      const mine = await t.api.get('/api/user/stories', author.token);
      expect(mine.body.find((story: { _id: string }) => story._id === id)).toMatchObject({ accessType });
    },
  );

  it('the edit form’s isPublic follows the same rule', async () => {
    const author = await buildUser(t.ctx.db, { subscription: 'seduction' });
    const story = await buildStory(t.ctx.db, author.user, { accessType: 'premium_exclusive' });
    const edit = { title: 'Kept', content: 'The opening, unchanged in spirit.' };
    await t.api.put(`/api/stories/${story.id}`, { ...edit, isPublic: false }, author.token);
    const shown = await t.api.put(`/api/stories/${story.id}`, { ...edit, isPublic: true }, author.token);
    expect(shown.body).toMatchObject({ isPublic: true, accessType: 'premium_exclusive' });
  });

  it('an admin hiding and showing a story restores it too', async () => {
    const admin = await buildUser(t.ctx.db, { role: 'admin' });
    const author = await buildUser(t.ctx.db, { subscription: 'intimacy' });
    const story = await buildStory(t.ctx.db, author.user, { accessType: 'premium_early_access' });
    const patch = (isPublic: boolean) =>
      t.api.patch(`/api/admin/stories/${story.id}/visibility`, { isPublic }, admin.token);
    expect((await patch(false)).body).toMatchObject({ accessType: 'private' });
    expect((await patch(true)).body).toMatchObject({ isPublic: true, accessType: 'premium_early_access' });
    const listed = await t.api.get(`/api/admin/stories?q=${encodeURIComponent(story.title)}`, admin.token);
    expect(listed.body[0]).toMatchObject({ accessType: 'premium_early_access' });
  });

  it('a story created private is published as public', async () => {
    const author = await buildUser(t.ctx.db, { subscription: 'essentiel' });
    const story = await buildStory(t.ctx.db, author.user, { accessType: 'private' });
    expect((await visibility(story.id, true, author.token)).body).toMatchObject({ accessType: 'public' });
  });
});
