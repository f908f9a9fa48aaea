import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, chapters, stories } from '#server/db/schema';
import { buildStory, buildUser, type BuiltUser } from '#server/test/factories';
import { startTestApp, type TestApp } from '#server/test/testApp';

let t: TestApp;
let admin: BuiltUser;
let author: BuiltUser;
beforeAll(async () => {
  t = await startTestApp();
  admin = await buildUser(t.ctx.db, { role: 'admin' });
  author = await buildUser(t.ctx.db, { name: 'Nora Quill' });
});
afterAll(async () => {
  await t.close();
});

const auditOf = (targetId: string) => t.ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, targetId));
const titles = async (query: string) => {
  const res = await t.api.get(`/api/admin/stories?${query}`, admin.token);
  expect(res.status).toBe(200);
  return { titles: res.body.map((s: { title: string }) => s.title), total: res.headers.get('x-total-count') };
};

describe('GET /api/admin/stories', () => {
  it('lists every story with its author, a preview and counts, newest first, filtered and paged in the database', async () => {
    const tag = `qv${Math.random().toString(36).slice(2, 7)}`;
    await buildStory(t.ctx.db, author.user, { title: `Open ${tag}`, chapters: [{ content: 'x'.repeat(500) }, {}] });
    await buildStory(t.ctx.db, author.user, { title: `Hidden ${tag}`, accessType: 'private' });
    await buildStory(t.ctx.db, author.user, {
      title: `Early ${tag.toUpperCase()}`,
      accessType: 'premium_early_access',
    });

    expect(await titles(`q=${tag}`)).toEqual({
      titles: [`Early ${tag.toUpperCase()}`, `Hidden ${tag}`, `Open ${tag}`],
      total: '3',
    });
    expect((await titles(`q=${tag}&visibility=private`)).titles).toEqual([`Hidden ${tag}`]);
    expect((await titles(`q=${tag}&visibility=public`)).titles).toEqual([`Early ${tag.toUpperCase()}`, `Open ${tag}`]);

    const res = await t.api.get(`/api/admin/stories?q=Open ${tag}`, admin.token);
    expect(res.body).toEqual([
      expect.objectContaining({
        userId: author.user.id,
        userName: 'Nora Quill',
        isPublic: true,
        accessType: 'public',
        chapterCount: 2,
        likes: 0,
        plays: 0,
      }),
    ]);
    expect(res.body[0].content).toBe('x'.repeat(200));
    expect(res.body[0].contentLength).toBe(500);

    const first = await t.api.get(`/api/admin/stories?q=${tag}&limit=2`, admin.token);
    const second = await t.api.get(
      `/api/admin/stories?q=${tag}&limit=2&cursor=${first.headers.get('x-next-cursor')}`,
      admin.token,
    );
    expect(second.body.map((s: { title: string }) => s.title)).toEqual([`Open ${tag}`]);
    expect(second.headers.get('x-next-cursor')).toBeNull();
  });

  it('finds stories by author name too', async () => {
    const writer = await buildUser(t.ctx.db, { name: 'Ottoline Vexley' });
    await buildStory(t.ctx.db, writer.user, { title: 'Plain Title' });
    expect((await titles('q=vexley')).titles).toEqual(['Plain Title']);
  });

  it('refuses an unknown visibility filter', async () => {
    const res = await t.api.get('/api/admin/stories?visibility=secret', admin.token);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('visibility must be all, public or private');
  });
});

describe('PATCH /api/admin/stories/{id}/visibility', () => {
  it("hides and shows anyone's story, without a premium plan, and audits each change", async () => {
    const story = await buildStory(t.ctx.db, author.user);
    const hide = await t.api.patch(`/api/admin/stories/${story.id}/visibility`, { isPublic: false }, admin.token);
    expect(hide.status).toBe(200);
    expect(hide.body).toEqual({ isPublic: false, accessType: 'private', message: 'The story is now private.' });
    expect((await t.api.get(`/api/stories/${story.id}`)).status).toBe(404);

    const show = await t.api.patch(`/api/admin/stories/${story.id}/visibility`, { isPublic: true }, admin.token);
    expect(show.body).toMatchObject({ isPublic: true, accessType: 'public' });

    const entries = await auditOf(story.id);
    expect(entries.map((e) => [e.action, e.before?.accessType, e.after?.accessType])).toEqual([
      ['story.visibility', 'public', 'private'],
      ['story.visibility', 'private', 'public'],
    ]);
    expect(entries[0]).toMatchObject({ adminId: admin.user.id, targetType: 'story' });
  });

  it('keeps a premium access kind when showing, and writes no audit when nothing changes', async () => {
    const story = await buildStory(t.ctx.db, author.user, { accessType: 'premium_exclusive' });
    const res = await t.api.patch(`/api/admin/stories/${story.id}/visibility`, { isPublic: true }, admin.token);
    expect(res.body).toMatchObject({ isPublic: true, accessType: 'premium_exclusive' });
    expect(await auditOf(story.id)).toEqual([]);
  });

  it('refuses a missing isPublic with 400 and an unknown story with 404', async () => {
    const story = await buildStory(t.ctx.db, author.user);
    const bad = await t.api.patch(`/api/admin/stories/${story.id}/visibility`, { isPublic: 'no' }, admin.token);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('isPublic must be true or false');
    expect(
      (
        await t.api.patch(
          '/api/admin/stories/00000000-0000-4000-8000-000000000000/visibility',
          { isPublic: true },
          admin.token,
        )
      ).status,
    ).toBe(404);
  });
});

describe('DELETE /api/admin/stories/{id}', () => {
  it("deletes anyone's story with its chapters, and audits it", async () => {
    const story = await buildStory(t.ctx.db, author.user, { title: 'Doomed', chapters: [{}, {}] });
    const res = await t.api.delete(`/api/admin/stories/${story.id}`, admin.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Story deleted successfully' });
    expect(await t.ctx.db.select().from(stories).where(eq(stories.id, story.id))).toEqual([]);
    expect(await t.ctx.db.select().from(chapters).where(eq(chapters.storyId, story.id))).toEqual([]);
    const [entry] = await auditOf(story.id);
    expect(entry).toMatchObject({
      action: 'story.delete',
      before: { title: 'Doomed', userId: author.user.id, accessType: 'public' },
      after: null,
    });

    expect((await t.api.delete(`/api/admin/stories/${story.id}`, admin.token)).status).toBe(404);
  });
});

describe('GET /api/admin/audit', () => {
  it('lists the latest changes first, up to the limit', async () => {
    const story = await buildStory(t.ctx.db, author.user);
    await t.api.patch(`/api/admin/stories/${story.id}/visibility`, { isPublic: false }, admin.token);
    await t.api.delete(`/api/admin/stories/${story.id}`, admin.token);
    const res = await t.api.get('/api/admin/audit?limit=2', admin.token);
    expect(res.status).toBe(200);
    expect(res.body.map((e: { action: string; targetId: string }) => [e.action, e.targetId])).toEqual([
      ['story.delete', story.id],
      ['story.visibility', story.id],
    ]);
  });
});
