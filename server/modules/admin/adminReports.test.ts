import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_HIDE_THRESHOLD } from '#common/catalogue/limits';
import { ACCOUNT_BANNED_MESSAGE, ADMIN_REQUIRED_MESSAGE } from '#common/contract';
import { adminAuditLog, stories, storyReports, storyLikes } from '#server/db/schema';
import { buildStory, buildUser, TEST_PASSWORD, type BuiltUser } from '#server/test/factories';
import { startTestApp, type TestApp } from '#server/test/testApp';

let t: TestApp;
let admin: BuiltUser;

beforeAll(async () => {
  t = await startTestApp();
  admin = await buildUser(t.ctx.db, { role: 'admin', name: 'Mod Erator' });
});
afterAll(async () => {
  await t.close();
});

/** A reader whose report counts toward hiding: verified, joined two days ago, who liked the story. */
const reportBy = async (storyId: string, reason: string, note?: string) => {
  const reader = await buildUser(t.ctx.db, { name: 'Rhea Reader', joinedAt: new Date(Date.now() - 2 * 86_400_000) });
  await t.ctx.db.insert(storyLikes).values({ storyId, userId: reader.user.id });
  const res = await t.api.post(`/api/stories/${storyId}/report`, { reason, note }, reader.token);
  expect(res.status).toBe(201);
  return reader;
};
const queue = async (query = '') => {
  const res = await t.api.get(`/api/admin/reports${query}`, admin.token);
  expect(res.status).toBe(200);
  return res;
};
const review = (storyId: string, action: string, token = admin.token) =>
  t.api.post(`/api/admin/reports/${storyId}/${action}`, undefined, token);
const auditOf = (targetId: string) => t.ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, targetId));
const pendingOf = async (storyId: string) =>
  (await t.ctx.db.select().from(storyReports).where(eq(storyReports.storyId, storyId))).filter((r) => !r.reviewedAt);
const publicIds = async () =>
  (await t.api.get('/api/stories/public?limit=100')).body.map((s: { _id: string }) => s._id);
const storyRow = async (id: string) => (await t.ctx.db.select().from(stories).where(eq(stories.id, id)))[0];

describe('GET /api/admin/reports', () => {
  it('lists reported stories with their reasons, notes and the reported text, most recently reported first', async () => {
    const author = await buildUser(t.ctx.db, { name: 'Quinn Quill' });
    const older = await buildStory(t.ctx.db, author.user, {
      title: 'Older Report',
      chapters: [{ content: 'She met him at the harbour. '.repeat(200) }],
    });
    const newer = await buildStory(t.ctx.db, author.user, { title: 'Newer Report' });
    await reportBy(older.id, 'spam');
    await reportBy(older.id, 'real_person', 'That is a famous actor.');
    await reportBy(older.id, 'real_person');
    await reportBy(newer.id, 'other', 'Odd.');

    const res = await queue();
    expect(res.headers.get('x-total-count')).toBe('2');
    expect(res.body.map((s: { title: string }) => s.title)).toEqual(['Newer Report', 'Older Report']);
    const item = res.body[1];
    expect(item).toMatchObject({
      storyId: older.id,
      userId: author.user.id,
      userName: 'Quinn Quill',
      authorBanned: false,
      hiddenReason: 'reports',
      reportCount: 3,
      reasons: [
        { reason: 'real_person', count: 2 },
        { reason: 'spam', count: 1 },
      ],
    });
    expect(item.content).toBe('She met him at the harbour. '.repeat(200).slice(0, 2000));
    expect(item.reports).toHaveLength(3);
    expect(item.reports).toContainEqual(
      expect.objectContaining({ reason: 'real_person', note: 'That is a famous actor.', reporterName: 'Rhea Reader' }),
    );
    expect(res.body[0]).toMatchObject({ hiddenReason: null, reportCount: 1 });

    const first = await queue('?limit=1');
    expect(first.body.map((s: { title: string }) => s.title)).toEqual(['Newer Report']);
    const second = await queue(`?limit=1&cursor=${first.headers.get('x-next-cursor')}`);
    expect(second.body.map((s: { title: string }) => s.title)).toEqual(['Older Report']);
    expect(second.headers.get('x-next-cursor')).toBeNull();
    expect((await t.api.get('/api/admin/reports?cursor=junk', admin.token)).status).toBe(400);

    for (const id of [older.id, newer.id]) expect((await review(id, 'dismiss')).status).toBe(200);
    expect((await queue()).body).toEqual([]);
  });

  it('is for admins only: 401 for guests, 403 for readers, who cannot act either', async () => {
    const author = await buildUser(t.ctx.db);
    const story = await buildStory(t.ctx.db, author.user);
    const reader = await reportBy(story.id, 'spam');
    expect((await t.api.get('/api/admin/reports')).status).toBe(401);
    const refused = await t.api.get('/api/admin/reports', reader.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: 'ADMIN_REQUIRED', message: ADMIN_REQUIRED_MESSAGE });
    for (const action of ['dismiss', 'hide', 'delete', 'ban']) {
      expect((await review(story.id, action, reader.token)).status).toBe(403);
      expect((await t.api.post(`/api/admin/reports/${story.id}/${action}`)).status).toBe(401);
    }
    expect(await pendingOf(story.id)).toHaveLength(1);
    expect((await review(story.id, 'dismiss')).status).toBe(200);
  });
});

describe('POST /api/admin/reports/{storyId}/{action}', () => {
  it('dismiss: clears the reports, shows the story again and audits it', async () => {
    const author = await buildUser(t.ctx.db);
    const story = await buildStory(t.ctx.db, author.user);
    for (let i = 0; i < REPORT_HIDE_THRESHOLD; i += 1) await reportBy(story.id, 'hate');
    expect(await publicIds()).not.toContain(story.id);

    const res = await review(story.id, 'dismiss');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Reports dismissed: the story is visible again.' });
    expect(await pendingOf(story.id)).toEqual([]);
    expect(await publicIds()).toContain(story.id);
    expect((await t.api.get(`/api/stories/${story.id}`)).body.hiddenReason).toBeNull();
    expect((await queue()).body.map((s: { storyId: string }) => s.storyId)).not.toContain(story.id);
    const [entry] = await auditOf(story.id);
    expect(entry).toMatchObject({
      action: 'story.restore',
      adminId: admin.user.id,
      before: { hiddenReason: 'reports', openReports: REPORT_HIDE_THRESHOLD },
      after: { hiddenReason: null, openReports: 0 },
    });

    const again = await review(story.id, 'dismiss');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This story has no open reports.');
    // A new reader's report starts a fresh count.
    await reportBy(story.id, 'spam');
    expect((await queue()).body.find((s: { storyId: string }) => s.storyId === story.id)).toMatchObject({
      reportCount: 1,
      hiddenReason: null,
    });
  });

  it('hide: keeps the story from readers (even after a visibility toggle), leaves the queue, and audits it', async () => {
    const author = await buildUser(t.ctx.db, { subscription: 'seduction' });
    const story = await buildStory(t.ctx.db, author.user);
    await reportBy(story.id, 'minor');
    const res = await review(story.id, 'hide');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('The story is hidden from readers.');
    expect((await t.api.get(`/api/stories/${story.id}`)).status).toBe(404);
    expect(await publicIds()).not.toContain(story.id);
    expect((await queue()).body.map((s: { storyId: string }) => s.storyId)).not.toContain(story.id);
    await t.api.patch(`/api/stories/${story.id}/visibility`, { isPublic: false }, author.token);
    await t.api.patch(`/api/stories/${story.id}/visibility`, { isPublic: true }, author.token);
    expect((await t.api.get(`/api/stories/${story.id}`)).status).toBe(404);
    expect((await t.api.get(`/api/stories/${story.id}`, author.token)).body.hiddenReason).toBe('admin');
    expect((await auditOf(story.id)).map((e) => e.action)).toEqual(['story.hide']);

    // An admin can still restore it.
    expect((await review(story.id, 'dismiss')).status).toBe(200);
    expect((await t.api.get(`/api/stories/${story.id}`)).status).toBe(200);
  });

  it('delete: removes the story and its reports, and audits it', async () => {
    const author = await buildUser(t.ctx.db);
    const story = await buildStory(t.ctx.db, author.user, { title: 'Gone Soon' });
    await reportBy(story.id, 'spam');
    const res = await review(story.id, 'delete');
    expect(res.status).toBe(200);
    expect(await storyRow(story.id)).toBeUndefined();
    expect(await t.ctx.db.select().from(storyReports).where(eq(storyReports.storyId, story.id))).toEqual([]);
    expect((await auditOf(story.id)).map((e) => e.action)).toEqual(['story.delete']);
    expect((await review(story.id, 'delete')).status).toBe(404);
  });

  it('ban: suspends the author (no sign-in, no token), hides all their stories and audits it', async () => {
    const author = await buildUser(t.ctx.db, { email: `banned-${Date.now()}@example.test` });
    const story = await buildStory(t.ctx.db, author.user);
    const other = await buildStory(t.ctx.db, author.user, { title: 'Their Other Story' });
    await reportBy(story.id, 'minor');
    const res = await review(story.id, 'ban');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('The author is banned and their stories are hidden.');

    expect((await t.api.get('/api/auth/me', author.token)).status).toBe(401);
    const login = await t.api.post('/api/auth/login', { email: author.user.email, password: TEST_PASSWORD });
    expect(login.status).toBe(403);
    expect(login.body).toEqual({ code: 'ACCOUNT_BANNED', message: ACCOUNT_BANNED_MESSAGE });
    const wrong = await t.api.post('/api/auth/login', { email: author.user.email, password: 'not-the-password' });
    expect(wrong.status).toBe(401);

    for (const id of [story.id, other.id]) {
      expect((await t.api.get(`/api/stories/${id}`)).status).toBe(404);
      expect((await storyRow(id)).hiddenReason).toBe('admin');
    }
    expect(await pendingOf(story.id)).toEqual([]);
    const [entry] = await auditOf(author.user.id);
    expect(entry).toMatchObject({
      action: 'user.ban',
      targetType: 'user',
      after: { banned: true, reportedStoryId: story.id, storiesHidden: 2 },
    });
  });

  it('refuses to ban an admin or oneself, and changes nothing', async () => {
    const otherAdmin = await buildUser(t.ctx.db, { role: 'admin' });
    const theirs = await buildStory(t.ctx.db, otherAdmin.user);
    await reportBy(theirs.id, 'spam');
    const res = await review(theirs.id, 'ban');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('An admin cannot be banned: remove their admin role first.');
    const mine = await buildStory(t.ctx.db, admin.user);
    await reportBy(mine.id, 'spam');
    expect((await review(mine.id, 'ban')).body.message).toBe('You cannot ban your own account.');
    expect((await t.api.get('/api/auth/me', otherAdmin.token)).status).toBe(200);
    expect(await pendingOf(theirs.id)).toHaveLength(1);
    expect(await pendingOf(mine.id)).toHaveLength(1);
    for (const id of [theirs.id, mine.id]) await review(id, 'dismiss');
  });

  it('answers 404 for an unknown story, 409 without reports, 400 for an unknown action', async () => {
    const author = await buildUser(t.ctx.db);
    const story = await buildStory(t.ctx.db, author.user);
    expect((await review('00000000-0000-4000-8000-000000000000', 'hide')).status).toBe(404);
    expect((await review('nope', 'dismiss')).status).toBe(404);
    expect((await review(story.id, 'hide')).status).toBe(409);
    const unknown = await review(story.id, 'burn');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('action must be one of dismiss, hide, delete, ban');
    expect((await storyRow(story.id)).hiddenAt).toBeNull();
  });
});
