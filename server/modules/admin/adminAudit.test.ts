import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '#server/db/schema';
import { buildStory, buildUser, type BuiltUser } from '#server/test/factories';
import { startTestApp, type TestApp } from '#server/test/testApp';

let t: TestApp;
let alice: BuiltUser;
let bruno: BuiltUser;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  alice = await buildUser(t.ctx.db, { role: 'admin', email: 'alice.admin@example.test' });
  bruno = await buildUser(t.ctx.db, { role: 'admin', email: 'bruno.admin@example.test' });
  const author = await buildUser(t.ctx.db);
  for (const name of ['one', 'two', 'three']) ids[name] = (await buildStory(t.ctx.db, author.user)).id;
  await t.api.patch(`/api/admin/stories/${ids.one}/visibility`, { isPublic: false }, alice.token);
  await t.api.patch(`/api/admin/stories/${ids.two}/visibility`, { isPublic: false }, bruno.token);
  await t.api.delete(`/api/admin/stories/${ids.three}`, alice.token);
  // One old entry, to filter by date.
  await t.ctx.db
    .update(adminAuditLog)
    .set({ createdAt: new Date('2026-01-15T12:00:00Z') })
    .where(eq(adminAuditLog.targetId, ids.one));
});
afterAll(async () => {
  await t.close();
});

const audit = async (query: string) => {
  const res = await t.api.get(`/api/admin/audit?${query}`, alice.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return {
    entries: res.body.map((e: { action: string; targetId: string }) => `${e.action} ${e.targetId}`),
    total: res.headers.get('x-total-count'),
    next: res.headers.get('x-next-cursor'),
  };
};

describe('GET /api/admin/audit filters and pages', () => {
  it('lists everything newest first, with a total', async () => {
    expect(await audit('')).toEqual({
      entries: [`story.delete ${ids.three}`, `story.visibility ${ids.two}`, `story.visibility ${ids.one}`],
      total: '3',
      next: null,
    });
  });

  it('filters by action, by admin (part of the email, or the id) and by date range', async () => {
    expect((await audit('action=story.delete')).entries).toEqual([`story.delete ${ids.three}`]);
    expect((await audit('admin=BRUNO')).entries).toEqual([`story.visibility ${ids.two}`]);
    expect((await audit(`admin=${alice.user.id}`)).entries).toEqual([
      `story.delete ${ids.three}`,
      `story.visibility ${ids.one}`,
    ]);
    expect((await audit('from=2026-01-15&to=2026-01-15')).entries).toEqual([`story.visibility ${ids.one}`]);
    expect((await audit('to=2026-01-14')).entries).toEqual([]);
    expect((await audit('from=2026-02-01')).total).toBe('2');
    expect((await audit('from=2026-01-15T11:00:00Z&to=2026-01-15T12:00:00Z')).entries).toEqual([
      `story.visibility ${ids.one}`,
    ]);
    expect((await audit('admin=alice&action=story.visibility')).entries).toEqual([`story.visibility ${ids.one}`]);
  });

  it('pages with a cursor', async () => {
    const first = await audit('limit=2');
    expect(first.entries).toHaveLength(2);
    const second = await audit(`limit=2&cursor=${first.next}`);
    expect(second.entries).toEqual([`story.visibility ${ids.one}`]);
    expect(second.next).toBeNull();
  });

  it('refuses bad filters with a 400 that names the field', async () => {
    const cases: Array<[string, string]> = [
      ['action=user.explode', 'action must be a known audit action'],
      ['from=yesterday', 'from must be a date (YYYY-MM-DD) or an ISO 8601 time'],
      ['to=2026-13-45', 'to must be a date (YYYY-MM-DD) or an ISO 8601 time'],
      ['to=%2B275760-09-13T00:00:00.000Z', 'to must be a date (YYYY-MM-DD) or an ISO 8601 time'],
      ['from=2026-03-01&to=2026-02-01', 'from must not be after to'],
      ['limit=0', 'limit must be a whole number from 1 to 100'],
      ['cursor=abc', 'Invalid cursor'],
    ];
    for (const [query, message] of cases) {
      const res = await t.api.get(`/api/admin/audit?${query}`, alice.token);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toBe(message);
    }
  });
});
