import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStory, buildUser } from '#server/test/factories';
import { startTestApp, type TestApp } from '#server/test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const ids = (body: { _id: string }[]) => body.map((s) => s._id);

describe('the reading list', () => {
  it('saves and unsaves a readable story once, latest saved first', async () => {
    const { user: author } = await buildUser(t.ctx.db);
    const first = await buildStory(t.ctx.db, author, { title: 'First' });
    const second = await buildStory(t.ctx.db, author, { title: 'Second' });
    const { token } = await buildUser(t.ctx.db);

    for (let i = 0; i < 2; i++) {
      const res = await t.api.put(`/api/stories/${first.id}/saved`, undefined, token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ saved: true });
    }
    await t.api.put(`/api/stories/${second.id}/saved`, undefined, token);
    expect(ids((await t.api.get('/api/user/saved', token)).body)).toEqual([second.id, first.id]);

    expect((await t.api.delete(`/api/stories/${second.id}/saved`, token)).body).toEqual({ saved: false });
    expect((await t.api.delete(`/api/stories/${second.id}/saved`, token)).body).toEqual({ saved: false });
    expect(ids((await t.api.get('/api/user/saved', token)).body)).toEqual([first.id]);
  });

  it('refuses a story the reader cannot see with 404, and drops a saved story once it is no longer readable', async () => {
    const { user: author, token: authorToken } = await buildUser(t.ctx.db, { subscription: 'intimacy' });
    const hidden = await buildStory(t.ctx.db, author, { accessType: 'private' });
    const later = await buildStory(t.ctx.db, author);
    const { token } = await buildUser(t.ctx.db);
    expect((await t.api.put(`/api/stories/${hidden.id}/saved`, undefined, token)).status).toBe(404);
    expect((await t.api.put('/api/stories/nope/saved', undefined, token)).status).toBe(404);
    expect((await t.api.put(`/api/stories/${later.id}/saved`, undefined)).status).toBe(401);

    await t.api.put(`/api/stories/${later.id}/saved`, undefined, token);
    const made = await t.api.patch(`/api/stories/${later.id}/visibility`, { isPublic: false }, authorToken);
    expect(made.status).toBe(200);
    expect((await t.api.get('/api/user/saved', token)).body).toEqual([]);
  });
});

describe('GET /api/user/continue-reading', () => {
  it('answers the stories the reader read last, with the last chapter they could read, never their own', async () => {
    const { user: author, token: authorToken } = await buildUser(t.ctx.db);
    const story = await buildStory(t.ctx.db, author, { chapters: [{}, {}, {}] });
    const other = await buildStory(t.ctx.db, author);
    const { token } = await buildUser(t.ctx.db, { textCredits: 5 });

    expect((await t.api.get(`/api/stories/${story.id}/chapters`, token)).status).toBe(200);
    let list = await t.api.get('/api/user/continue-reading', token);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ story: { _id: story.id }, chapterNumber: 1 });

    expect((await t.api.post(`/api/stories/${story.id}/chapters/2/unlock`, {}, token)).status).toBe(200);
    await t.api.get(`/api/stories/${other.id}/chapters`, token);
    list = await t.api.get('/api/user/continue-reading', token);
    expect(
      list.body.map((item: { story: { _id: string }; chapterNumber: number }) => [item.story._id, item.chapterNumber]),
    ).toEqual([
      [other.id, 1],
      [story.id, 2],
    ]);

    await t.api.get(`/api/stories/${story.id}/chapters`, authorToken);
    expect((await t.api.get('/api/user/continue-reading', authorToken)).body).toEqual([]);
    expect((await t.api.get('/api/user/continue-reading')).status).toBe(401);
  });

  it('leaves out a concluded story read to its end', async () => {
    const { user: author } = await buildUser(t.ctx.db);
    const story = await buildStory(t.ctx.db, author, { isConcluded: true });
    const { token } = await buildUser(t.ctx.db);
    await t.api.get(`/api/stories/${story.id}/chapters`, token);
    expect((await t.api.get('/api/user/continue-reading', token)).body).toEqual([]);
  });
});
