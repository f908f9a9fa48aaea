import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_COMPLIMENTARY_PLAN } from '#server/modules/admin/adminUsers.service';
import { WELCOME_CREDITS } from '#common/rules/offers';
import { adminAuditLog, creditLedger, sessions, stories, storyLikes, storyVotes } from '#server/db/schema';
import { buildStory, buildUser, type BuiltUser } from '#server/test/factories';
import { startTestApp, type TestApp } from '#server/test/testApp';
import { findUserById } from '../users/users.repo';
import { LEDGER_REASONS } from '#server/modules/credits/ledger';

let t: TestApp;
let admin: BuiltUser;
beforeAll(async () => {
  t = await startTestApp();
  admin = await buildUser(t.ctx.db, { role: 'admin', name: 'Root Admin', email: 'root@example.com' });
});
afterAll(async () => {
  await t.close();
});

const auditOf = (targetId: string) => t.ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, targetId));
const newUser = (overrides: Record<string, unknown> = {}) => ({
  name: 'Casey Doe',
  email: `casey-${Math.random().toString(36).slice(2, 8)}@example.com`,
  password: 'secret-pw',
  ...overrides,
});

describe('POST /api/admin/users', () => {
  it('creates a user with the welcome credits who can log in with that password; the audit keeps no password', async () => {
    const body = newUser({ email: 'Casey.New@Example.com' });
    const res = await t.api.post('/api/admin/users', body, admin.token);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Casey Doe',
      email: 'casey.new@example.com',
      role: 'user',
      subscription: 'free',
      isPremium: false,
      storyCount: 0,
    });
    expect(res.body).toMatchObject({ textCredits: WELCOME_CREDITS.text, audioCredits: WELCOME_CREDITS.audio });
    expect(Object.keys(res.body).sort()).toEqual([
      '_id',
      'ageVerified',
      'audioCredits',
      'createdAt',
      'email',
      'isPremium',
      'name',
      'role',
      'storyCount',
      'subscription',
      'textCredits',
    ]);

    const login = await t.api.post('/api/auth/login', { email: 'casey.new@example.com', password: 'secret-pw' });
    expect(login.status).toBe(200);
    expect(login.body.user._id).toBe(res.body._id);

    const [entry] = await auditOf(res.body._id);
    expect(entry).toMatchObject({
      adminId: admin.user.id,
      adminEmail: 'root@example.com',
      action: 'user.create',
      targetType: 'user',
      before: null,
    });
    expect(entry.after).toMatchObject({ name: 'Casey Doe', email: 'casey.new@example.com', role: 'user' });
    expect(JSON.stringify(entry)).not.toMatch(/secret-pw|password|argon2/i);
  });

  it('creates admins, and grants the complimentary plan for isPremium, marked as such in the audit', async () => {
    const res = await t.api.post('/api/admin/users', newUser({ role: 'admin', isPremium: true }), admin.token);
    expect(res.body).toMatchObject({ role: 'admin', isPremium: true, subscription: ADMIN_COMPLIMENTARY_PLAN });
    const [entry] = await auditOf(res.body._id);
    expect(entry.after).toMatchObject({
      subscription: ADMIN_COMPLIMENTARY_PLAN,
      complimentaryPlan: ADMIN_COMPLIMENTARY_PLAN,
    });
  });

  it.each([
    [{ email: 'not-an-email' }, 'Invalid email address'],
    [{ email: undefined }, 'Invalid email address'],
    [{ password: '12345' }, 'Password must be at least 6 characters'],
    [{ password: undefined }, 'Password must be at least 6 characters'],
    [{ name: 'A' }, 'Name must be at least 2 characters'],
    [{ name: undefined }, 'Name must be at least 2 characters'],
    [{ role: 'owner' }, 'role must be user or admin'],
    [{ isPremium: 'yes' }, 'isPremium must be true or false'],
  ])('refuses %j with 400 "%s"', async (overrides, message) => {
    const res = await t.api.post('/api/admin/users', newUser(overrides), admin.token);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses a taken email with 409, whatever its case', async () => {
    const res = await t.api.post('/api/admin/users', newUser({ email: 'ROOT@example.com' }), admin.token);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('An account with this email already exists');
  });
});

describe('PATCH /api/admin/users/{id}', () => {
  it('edits name, email and role, and the audit holds before and after', async () => {
    const { user } = await buildUser(t.ctx.db, { name: 'Old Name' });
    const res = await t.api.patch(
      `/api/admin/users/${user.id}`,
      { name: 'New Name', email: 'Renamed@Example.com', role: 'admin' },
      admin.token,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: user.id, name: 'New Name', email: 'renamed@example.com', role: 'admin' });
    const [entry] = await auditOf(user.id);
    expect(entry).toMatchObject({ action: 'user.update', adminId: admin.user.id });
    expect(entry.before).toMatchObject({ name: 'Old Name', email: user.email, role: 'user' });
    expect(entry.after).toMatchObject({ name: 'New Name', email: 'renamed@example.com', role: 'admin' });
    expect(JSON.stringify(entry)).not.toMatch(/password|argon2/i);
  });

  it('sets credit balances through the ledger and switches premium on and off', async () => {
    const { user } = await buildUser(t.ctx.db, { textCredits: 3, audioCredits: 3 });
    const body = {
      name: user.name,
      email: user.email,
      role: 'user',
      textCredits: 10,
      audioCredits: 1,
      isPremium: true,
    };
    const res = await t.api.patch(`/api/admin/users/${user.id}`, body, admin.token);
    expect(res.body).toMatchObject({
      textCredits: 10,
      audioCredits: 1,
      isPremium: true,
      subscription: ADMIN_COMPLIMENTARY_PLAN,
    });
    const ledger = await t.ctx.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, user.id), eq(creditLedger.reason, LEDGER_REASONS.adminAdjustment)));
    expect(ledger.map((row) => [row.deltaText, row.deltaAudio])).toEqual([[7, -2]]);

    const off = await t.api.patch(`/api/admin/users/${user.id}`, { ...body, isPremium: false }, admin.token);
    expect(off.body).toMatchObject({ isPremium: false, subscription: 'free', textCredits: 10 });
  });

  it.each([
    [{ role: undefined }, 'role must be user or admin'],
    [{ email: 'nope' }, 'Invalid email address'],
    [{ name: ' ' }, 'Name must be at least 2 characters'],
    [{ textCredits: -1 }, 'textCredits must be a whole number from 0 to 1000000'],
  ])('refuses %j with 400 "%s"', async (overrides, message) => {
    const { user } = await buildUser(t.ctx.db);
    const res = await t.api.patch(
      `/api/admin/users/${user.id}`,
      { name: 'Valid Name', email: user.email, role: 'user', ...overrides },
      admin.token,
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("refuses another account's email with 409 and an unknown user with 404", async () => {
    const { user } = await buildUser(t.ctx.db);
    const taken = await t.api.patch(
      `/api/admin/users/${user.id}`,
      { name: 'Valid Name', email: 'root@example.com', role: 'user' },
      admin.token,
    );
    expect(taken.status).toBe(409);
    const body = { name: 'Valid Name', email: 'ghost@example.com', role: 'user' };
    expect((await t.api.patch('/api/admin/users/00000000-0000-4000-8000-000000000000', body, admin.token)).status).toBe(
      404,
    );
    expect((await t.api.patch('/api/admin/users/not-a-uuid', body, admin.token)).status).toBe(404);
  });

  it('lets admins edit themselves but never demote themselves', async () => {
    const self = await buildUser(t.ctx.db, { role: 'admin', name: 'Self Editor' });
    const demote = await t.api.patch(
      `/api/admin/users/${self.user.id}`,
      { name: 'Self Editor', email: self.user.email, role: 'user' },
      self.token,
    );
    expect(demote.status).toBe(409);
    expect(demote.body.message).toBe('You cannot remove your own admin role.');
    expect((await findUserById(t.ctx.db, self.user.id))?.role).toBe('admin');
    const rename = await t.api.patch(
      `/api/admin/users/${self.user.id}`,
      { name: 'Renamed Editor', email: self.user.email, role: 'admin' },
      self.token,
    );
    expect(rename.body).toMatchObject({ name: 'Renamed Editor', role: 'admin' });
  });
});

describe('DELETE /api/admin/users/{id}', () => {
  it("removes the user, their stories and sessions and the votes and likes they cast, recounting others' stories", async () => {
    const author = await buildUser(t.ctx.db);
    const victim = await buildUser(t.ctx.db, { name: 'Leaving User' });
    const theirs = await buildStory(t.ctx.db, victim.user, { title: 'Their Story' });
    const others = await buildStory(t.ctx.db, author.user);
    await t.api.post(`/api/stories/${others.id}/like`, undefined, victim.token);
    await t.api.post(`/api/stories/${others.id}/upvote`, undefined, victim.token);
    const counted = await t.ctx.db.query.stories.findFirst({ where: (s, { eq: is }) => is(s.id, others.id) });
    expect(counted).toMatchObject({ likes: 1, upvotes: 1 });

    const res = await t.api.delete(`/api/admin/users/${victim.user.id}`, admin.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'User deleted successfully' });

    expect(await findUserById(t.ctx.db, victim.user.id)).toBeUndefined();
    expect(await t.ctx.db.select().from(stories).where(eq(stories.id, theirs.id))).toEqual([]);
    expect(await t.ctx.db.select().from(sessions).where(eq(sessions.userId, victim.user.id))).toEqual([]);
    expect(await t.ctx.db.select().from(storyLikes).where(eq(storyLikes.userId, victim.user.id))).toEqual([]);
    expect(await t.ctx.db.select().from(storyVotes).where(eq(storyVotes.userId, victim.user.id))).toEqual([]);
    expect(await t.ctx.db.query.stories.findFirst({ where: (s, { eq: is }) => is(s.id, others.id) })).toMatchObject({
      likes: 0,
      upvotes: 0,
    });
    expect((await t.api.get('/api/auth/me', victim.token)).status).toBe(401);

    const [entry] = await auditOf(victim.user.id);
    expect(entry).toMatchObject({ action: 'user.delete', after: null });
    expect(entry.before).toMatchObject({ name: 'Leaving User', email: victim.user.email });
    expect(JSON.stringify(entry)).not.toMatch(/password|argon2/i);
  });

  it('refuses self-deletion with 409 and unknown users with 404', async () => {
    const self = await t.api.delete(`/api/admin/users/${admin.user.id}`, admin.token);
    expect(self.status).toBe(409);
    expect(self.body.message).toBe('You cannot delete your own account from the admin dashboard.');
    expect(await findUserById(t.ctx.db, admin.user.id)).toBeDefined();
    expect((await t.api.delete('/api/admin/users/00000000-0000-4000-8000-000000000000', admin.token)).status).toBe(404);
  });
});

describe('GET /api/admin/users', () => {
  it('searches name or email case-insensitively, filters by role and plan, and pages in the database', async () => {
    const tag = `zq${Math.random().toString(36).slice(2, 7)}`;
    await buildUser(t.ctx.db, { name: `Alice ${tag}`, subscription: 'seduction' });
    await buildUser(t.ctx.db, { name: 'Bob', email: `bob-${tag}@example.com` });
    await buildUser(t.ctx.db, { name: `Carol ${tag.toUpperCase()}`, role: 'admin' });
    await buildUser(t.ctx.db, { name: 'Unrelated' });

    const names = async (query: string) => {
      const res = await t.api.get(`/api/admin/users?${query}`, admin.token);
      expect(res.status).toBe(200);
      return { names: res.body.map((u: { name: string }) => u.name), total: res.headers.get('x-total-count') };
    };
    expect(await names(`q=${tag}`)).toEqual({
      names: [`Carol ${tag.toUpperCase()}`, 'Bob', `Alice ${tag}`],
      total: '3',
    });
    expect((await names(`q=${tag}&role=admin`)).names).toEqual([`Carol ${tag.toUpperCase()}`]);
    expect((await names(`q=${tag}&role=user&plan=free`)).names).toEqual(['Bob']);
    expect((await names(`q=${tag}&plan=premium`)).names).toEqual([`Alice ${tag}`]);
    expect((await names('q=%25')).names).toEqual([]);

    const first = await t.api.get(`/api/admin/users?q=${tag}&limit=2`, admin.token);
    expect(first.body).toHaveLength(2);
    expect(first.headers.get('x-total-count')).toBe('3');
    const cursor = first.headers.get('x-next-cursor');
    const second = await t.api.get(`/api/admin/users?q=${tag}&limit=2&cursor=${cursor}`, admin.token);
    expect(second.body.map((u: { name: string }) => u.name)).toEqual([`Alice ${tag}`]);
    expect(second.headers.get('x-next-cursor')).toBeNull();
  });

  it('counts stories and never shows password material', async () => {
    const { user } = await buildUser(t.ctx.db, { name: 'Storyteller' });
    await buildStory(t.ctx.db, user);
    await buildStory(t.ctx.db, user);
    const res = await t.api.get(`/api/admin/users?q=${user.email}`, admin.token);
    expect(res.body).toEqual([expect.objectContaining({ _id: user.id, storyCount: 2 })]);
    expect(JSON.stringify(res.body)).not.toMatch(/password|argon2/i);
  });

  it.each([
    ['role=owner', 'role must be all, admin or user'],
    ['plan=gold', 'plan must be all, premium or free'],
    ['limit=0', 'limit must be a whole number from 1 to 100'],
    ['limit=101', 'limit must be a whole number from 1 to 100'],
    ['cursor=garbage', 'Invalid cursor'],
  ])('refuses ?%s with 400 "%s"', async (query, message) => {
    const res = await t.api.get(`/api/admin/users?${query}`, admin.token);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});
