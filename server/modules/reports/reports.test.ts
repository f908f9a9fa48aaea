import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_HIDE_THRESHOLD } from '#common/catalogue/limits';
import { ALREADY_REPORTED, EMAIL_NOT_VERIFIED_MESSAGE, OWN_STORY_REPORT, REPORT_THANKS } from '#common/contract';
import { storyLikes, storyReports } from '#server/db/schema';
import { buildStory, buildUser, type BuiltUser } from '#server/test/factories';
import { startTestApp, type TestApp } from '#server/test/testApp';

let t: TestApp;
let author: BuiltUser;

beforeAll(async () => {
  t = await startTestApp();
  author = await buildUser(t.ctx.db, { name: 'Ada Author', subscription: 'seduction' });
});
afterAll(async () => {
  await t.close();
});

const reportsOf = (storyId: string) => t.ctx.db.select().from(storyReports).where(eq(storyReports.storyId, storyId));
const report = (storyId: string, body: unknown, token?: string) =>
  t.api.post(`/api/stories/${storyId}/report`, body, token);
const TWO_DAYS_AGO = () => new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
/** Readers whose reports count: verified, joined two days ago, and each has liked a story. */
async function readers(n: number, subscription: 'free' | 'intimacy' = 'free'): Promise<BuiltUser[]> {
  const read = await buildStory(t.ctx.db, author.user, { title: 'Something Read' });
  return Promise.all(
    Array.from({ length: n }, async () => {
      const reader = await buildUser(t.ctx.db, { subscription, joinedAt: TWO_DAYS_AGO() });
      await t.ctx.db.insert(storyLikes).values({ storyId: read.id, userId: reader.user.id });
      return reader;
    }),
  );
}
const publicTitles = async (query = '') =>
  (await t.api.get(`/api/stories/public${query}`)).body.map((s: { title: string }) => s.title);

describe('POST /api/stories/{id}/report', () => {
  it('records one report per reader, with its reason and note, and tells the story it was reported', async () => {
    const story = await buildStory(t.ctx.db, author.user, { title: 'Reported Once' });
    const [reader] = await readers(1);
    const res = await report(story.id, { reason: 'non_consent', note: '  Chapter 2 crosses a line.  ' }, reader.token);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: REPORT_THANKS });
    expect(await reportsOf(story.id)).toEqual([
      expect.objectContaining({ userId: reader.user.id, reason: 'non_consent', note: 'Chapter 2 crosses a line.' }),
    ]);
    const seen = await t.api.get(`/api/stories/${story.id}`, reader.token);
    expect(seen.body).toMatchObject({ hasReported: true, hiddenReason: null, can: { report: true } });

    const again = await report(story.id, { reason: 'spam' }, reader.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ALREADY_REPORTED);
    expect(await reportsOf(story.id)).toHaveLength(1);
  });

  it('refuses guests (401), bad input (400) and changes nothing', async () => {
    const story = await buildStory(t.ctx.db, author.user);
    const [reader] = await readers(1);
    expect((await report(story.id, { reason: 'spam' })).status).toBe(401);
    const cases: Array<[unknown, string]> = [
      [{}, 'reason must be one of minor, non_consent, real_person, hate, spam, other'],
      [{ reason: 'boring' }, 'reason must be one of minor, non_consent, real_person, hate, spam, other'],
      [{ reason: 'other', note: 'x'.repeat(1001) }, 'note must be at most 1000 characters'],
      [{ reason: 'other', note: 42 }, 'note must be text'],
    ];
    for (const [body, message] of cases) {
      const res = await report(story.id, body, reader.token);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const junk = await t.api.request('POST', `/api/stories/${story.id}/report`, {
      raw: '{',
      token: reader.token,
      headers: { 'content-type': 'application/json' },
    });
    expect(junk.status).toBe(400);
    expect(await reportsOf(story.id)).toEqual([]);
  });

  it('treats a blank note as none', async () => {
    const story = await buildStory(t.ctx.db, author.user);
    const [reader] = await readers(1);
    expect((await report(story.id, { reason: 'hate', note: '   ' }, reader.token)).status).toBe(201);
    expect((await reportsOf(story.id))[0].note).toBeNull();
  });

  it("refuses the author's own story (403), and stories the reader cannot see (404)", async () => {
    const own = await buildStory(t.ctx.db, author.user);
    const res = await report(own.id, { reason: 'spam' }, author.token);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(OWN_STORY_REPORT);
    expect((await t.api.get(`/api/stories/${own.id}`, author.token)).body.can.report).toBe(false);

    const [reader] = await readers(1);
    const admin = await buildUser(t.ctx.db, { role: 'admin' });
    const privateStory = await buildStory(t.ctx.db, author.user, { accessType: 'private' });
    const exclusive = await buildStory(t.ctx.db, author.user, { accessType: 'premium_exclusive' });
    expect((await report(privateStory.id, { reason: 'spam' }, reader.token)).status).toBe(404);
    expect((await report(privateStory.id, { reason: 'spam' }, admin.token)).status).toBe(404);
    expect((await report(exclusive.id, { reason: 'spam' }, reader.token)).status).toBe(404);
    expect((await report('00000000-0000-4000-8000-000000000000', { reason: 'spam' }, reader.token)).status).toBe(404);
    expect((await report('not-an-id', { reason: 'spam' }, reader.token)).status).toBe(404);
    expect(await reportsOf(privateStory.id)).toEqual([]);
  });

  it('does not offer an admin reading a private story a report it would refuse', async () => {
    const admin = await buildUser(t.ctx.db, { role: 'admin' });
    const privateStory = await buildStory(t.ctx.db, author.user, { accessType: 'private' });
    const seen = await t.api.get(`/api/stories/${privateStory.id}`, admin.token);
    expect(seen.status).toBe(200);
    expect(seen.body.can.report).toBe(false);
    expect((await report(privateStory.id, { reason: 'spam' }, admin.token)).status).toBe(404);
  });
});

describe('hiding at the threshold', () => {
  it(`hides a story reported by ${REPORT_HIDE_THRESHOLD} distinct readers from every public view, but not from its author`, async () => {
    const tag = `hz${Math.random().toString(36).slice(2, 7)}`;
    const story = await buildStory(t.ctx.db, author.user, { title: `Threshold ${tag}` });
    const premium = await buildStory(t.ctx.db, author.user, {
      title: `Gallery ${tag}`,
      accessType: 'premium_early_access',
    });
    const galleryReader = await buildUser(t.ctx.db, { subscription: 'intimacy' });
    const reporters = await readers(REPORT_HIDE_THRESHOLD, 'intimacy');

    for (const reporter of reporters.slice(0, -1)) {
      expect((await report(story.id, { reason: 'minor' }, reporter.token)).status).toBe(201);
      expect((await report(premium.id, { reason: 'minor' }, reporter.token)).status).toBe(201);
    }
    expect(await publicTitles(`?q=${tag}`)).toEqual([`Threshold ${tag}`]);
    expect((await t.api.get(`/api/stories/${story.id}`)).status).toBe(200);

    const last = reporters.at(-1)!;
    expect((await report(story.id, { reason: 'minor' }, last.token)).status).toBe(201);
    expect((await report(premium.id, { reason: 'minor' }, last.token)).status).toBe(201);

    expect(await publicTitles(`?q=${tag}`)).toEqual([]);
    expect(await publicTitles()).not.toContain(`Threshold ${tag}`);
    const gallery = await t.api.get('/api/stories/premium-stories', galleryReader.token);
    expect(gallery.body.map((s: { title: string }) => s.title)).not.toContain(`Gallery ${tag}`);
    for (const path of [`/api/stories/${story.id}`, `/api/stories/${story.id}/chapters`]) {
      expect((await t.api.get(path)).status, path).toBe(404);
      expect((await t.api.get(path, last.token)).status, path).toBe(404);
    }
    expect((await t.api.post(`/api/stories/${story.id}/like`, undefined, last.token)).status).toBe(404);
    const newcomer = await buildUser(t.ctx.db);
    expect((await report(story.id, { reason: 'spam' }, newcomer.token)).status).toBe(404);

    const asAuthor = await t.api.get(`/api/stories/${story.id}`, author.token);
    expect(asAuthor.status).toBe(200);
    expect(asAuthor.body).toMatchObject({ hiddenReason: 'reports', isPublic: true });
    const mine = await t.api.get('/api/user/stories', author.token);
    expect(mine.body.map((s: { title: string }) => s.title)).toContain(`Threshold ${tag}`);
  });

  it('keeps a hidden story hidden when its author toggles its visibility', async () => {
    const tag = `tg${Math.random().toString(36).slice(2, 7)}`;
    const story = await buildStory(t.ctx.db, author.user, { title: `Toggle ${tag}` });
    for (const reporter of await readers(REPORT_HIDE_THRESHOLD)) {
      await report(story.id, { reason: 'hate' }, reporter.token);
    }
    const off = await t.api.patch(`/api/stories/${story.id}/visibility`, { isPublic: false }, author.token);
    expect(off.status).toBe(200);
    const on = await t.api.patch(`/api/stories/${story.id}/visibility`, { isPublic: true }, author.token);
    expect(on.status).toBe(200);
    expect(await publicTitles(`?q=${tag}`)).toEqual([]);
    expect((await t.api.get(`/api/stories/${story.id}`)).status).toBe(404);
    expect((await t.api.get(`/api/stories/${story.id}`, author.token)).body.hiddenReason).toBe('reports');
  });

  it('counts concurrent reports exactly: the threshold is reached once, each reader counted once', async () => {
    const story = await buildStory(t.ctx.db, author.user);
    const reporters = await readers(REPORT_HIDE_THRESHOLD + 2);
    const answers = await Promise.all(
      [...reporters, reporters[0]].map((reporter) => report(story.id, { reason: 'spam' }, reporter.token)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    // Reports after the threshold find the story hidden (404); the repeated reader is refused either way.
    expect(statuses.filter((status) => status === 201)).toHaveLength(REPORT_HIDE_THRESHOLD);
    expect(statuses.every((status) => [201, 404, 409].includes(status))).toBe(true);
    expect(await reportsOf(story.id)).toHaveLength(REPORT_HIDE_THRESHOLD);
    expect((await t.api.get(`/api/stories/${story.id}`)).status).toBe(404);
  });

  it('asks an account whose email is not verified to verify it first, and records nothing', async () => {
    const story = await buildStory(t.ctx.db, author.user);
    const unverified = await buildUser(t.ctx.db, { verified: false, joinedAt: TWO_DAYS_AGO() });
    const res = await report(story.id, { reason: 'minor' }, unverified.token);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 'EMAIL_NOT_VERIFIED', message: EMAIL_NOT_VERIFIED_MESSAGE });
    expect(await reportsOf(story.id)).toEqual([]);
  });

  it('counts only reports from accounts older than a day with some reading history: four fresh or idle accounts hide nothing', async () => {
    const tag = `tr${Math.random().toString(36).slice(2, 7)}`;
    const story = await buildStory(t.ctx.db, author.user, { title: `Trust ${tag}` });
    const fresh = await Promise.all(Array.from({ length: 3 }, () => buildUser(t.ctx.db)));
    const idle = await buildUser(t.ctx.db, { joinedAt: TWO_DAYS_AGO() });
    for (const reporter of [...fresh, idle]) {
      expect((await report(story.id, { reason: 'minor' }, reporter.token)).status).toBe(201);
    }
    expect(await publicTitles(`?q=${tag}`)).toEqual([`Trust ${tag}`]);
    expect(await reportsOf(story.id)).toHaveLength(4);
    const admin = await buildUser(t.ctx.db, { role: 'admin' });
    const queue = await t.api.get('/api/admin/reports', admin.token);
    expect(JSON.stringify(queue.body)).toContain(`Trust ${tag}`);
  });

  it('sends a story an admin kept back to the queue instead of hiding it again', async () => {
    const tag = `kp${Math.random().toString(36).slice(2, 7)}`;
    const story = await buildStory(t.ctx.db, author.user, { title: `Kept ${tag}` });
    for (const reporter of await readers(REPORT_HIDE_THRESHOLD))
      await report(story.id, { reason: 'spam' }, reporter.token);
    expect(await publicTitles(`?q=${tag}`)).toEqual([]);
    const admin = await buildUser(t.ctx.db, { role: 'admin' });
    expect((await t.api.post(`/api/admin/reports/${story.id}/dismiss`, undefined, admin.token)).status).toBe(200);
    expect(await publicTitles(`?q=${tag}`)).toEqual([`Kept ${tag}`]);

    for (const reporter of await readers(REPORT_HIDE_THRESHOLD)) {
      expect((await report(story.id, { reason: 'spam' }, reporter.token)).status).toBe(201);
    }
    expect(await publicTitles(`?q=${tag}`)).toEqual([`Kept ${tag}`]);
    const queue = await t.api.get('/api/admin/reports', admin.token);
    expect(JSON.stringify(queue.body)).toContain(`Kept ${tag}`);
  });
});
