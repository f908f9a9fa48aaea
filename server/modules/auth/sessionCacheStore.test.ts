import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions, users } from '#server/db/schema';
import { buildUser, TEST_PASSWORD } from '#server/test/factories';
import { within } from '#server/test/within';
import { startTestApp, twoInstances, type TestApp } from '#server/test/testApp';
import { SessionCache } from './sessionCacheStore';
import { hashToken } from './tokens';

describe('session lookups on one instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a token at once after logout, though it was just used', async () => {
    const { token } = await buildUser(t.ctx.db);
    expect((await t.api.get('/api/auth/me', token)).status).toBe(200);
    expect((await t.api.get('/api/auth/me', token)).status).toBe(200);
    expect((await t.api.post('/api/auth/logout', undefined, token)).status).toBe(200);
    const after = await t.api.get('/api/auth/me', token);
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Your session has expired. Please log in again.');
  });

  it('answers balances, role and plan changed in the database by any other path within a second', async () => {
    const { user, token } = await buildUser(t.ctx.db, { textCredits: 5 });
    expect((await t.api.get('/api/auth/me', token)).body.user).toMatchObject({ textCredits: 5, role: 'user' });
    await t.ctx.db
      .update(users)
      .set({ textCredits: 9, role: 'admin', subscription: 'intimacy' })
      .where(eq(users.id, user.id));
    // Written past the app, the change reaches its caches by the database's notification.
    await within(1000, async () => {
      expect((await t.api.get('/api/auth/me', token)).body.user).toMatchObject({ textCredits: 9, role: 'admin' });
    });
    expect((await t.api.get('/api/admin/users?limit=1', token)).status).toBe(200);
  });

  it('refuses the token of a deleted account at once', async () => {
    const { token } = await buildUser(t.ctx.db);
    expect((await t.api.get('/api/auth/me', token)).status).toBe(200);
    const deleted = await t.api.request('DELETE', '/api/user/account', { token, body: { password: TEST_PASSWORD } });
    expect(deleted.status).toBe(200);
    expect((await t.api.get('/api/auth/me', token)).status).toBe(401);
  });

  it('refuses a session revoked in the database by any other path within a second', async () => {
    const { token } = await buildUser(t.ctx.db);
    expect((await t.api.get('/api/auth/me', token)).status).toBe(200);
    await t.ctx.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    await within(1000, async () => {
      expect((await t.api.get('/api/auth/me', token)).status).toBe(401);
    });
  });
});

// Two instances need a database they can share: only a PostgreSQL server offers one.
describe.skipIf(!process.env.TEST_DATABASE_URL)('session lookups on two instances sharing one PostgreSQL', () => {
  const pair = twoInstances();

  it('refuses on the other instance within a second a token logged out on one', async () => {
    const { a, b } = pair;
    const { token } = await buildUser(a.ctx.db);
    expect((await b.api.get('/api/auth/me', token)).status).toBe(200);
    expect((await b.api.get('/api/auth/me', token)).status).toBe(200);
    expect((await a.api.post('/api/auth/logout', undefined, token)).status).toBe(200);
    await within(1000, async () => {
      expect((await b.api.get('/api/auth/me', token)).status).toBe(401);
    });
  });

  // The other instance hears of a change by the database's NOTIFY: within a second, as the issue asks,
  // not before the writer's answer (asking it at once raced the notification, and failed now and then).
  it('shows balances and roles changed through one instance on the other within a second', async () => {
    const { a, b } = pair;
    const admin = await buildUser(a.ctx.db, { role: 'admin' });
    const { user, token } = await buildUser(a.ctx.db);
    expect((await b.api.get('/api/auth/me', token)).body.user.role).toBe('user');
    const changed = await a.api.patch(
      `/api/admin/users/${user.id}`,
      { name: user.name, email: user.email, role: 'admin', textCredits: 42 },
      admin.token,
    );
    expect(changed.status).toBe(200);
    await within(1000, async () => {
      expect((await b.api.get('/api/auth/me', token)).body.user).toMatchObject({ role: 'admin', textCredits: 42 });
    });
    const deleted = await a.api.request('DELETE', '/api/user/account', { token, body: { password: TEST_PASSWORD } });
    expect(deleted.status).toBe(200);
    await within(1000, async () => {
      expect((await b.api.get('/api/auth/me', token)).status).toBe(401);
    });
  });
});

describe('SessionCache', () => {
  const session = (userId: string, inMs = 60_000) => ({ userId, expiresAt: new Date(Date.now() + inMs) });
  afterEach(() => vi.useRealTimers());

  it('keeps a token for its time to live or until its session ends, whichever comes first', () => {
    vi.useFakeTimers();
    const cache = new SessionCache({ ttlMs: 5000, maxEntries: 10 });
    cache.store('a', cache.now(), session('ada'));
    cache.store('b', cache.now(), session('bo', 1000));
    expect([cache.userIdOf('a'), cache.userIdOf('b')]).toEqual(['ada', 'bo']);
    vi.advanceTimersByTime(1500);
    expect([cache.userIdOf('a'), cache.userIdOf('b')]).toEqual(['ada', undefined]);
    vi.advanceTimersByTime(4000);
    expect(cache.userIdOf('a')).toBeUndefined();
  });

  it('keeps no lookup that raced a drop, and drops every session of a user but the one kept', () => {
    const cache = new SessionCache({ ttlMs: 5000, maxEntries: 10 });
    const startedAt = cache.now();
    cache.drop('x');
    cache.store('a', startedAt, session('ada'));
    expect(cache.peek('a')).toBeUndefined();
    for (const token of ['a', 'b', 'c']) cache.store(token, cache.now(), session(token === 'c' ? 'cy' : 'ada'));
    cache.dropUser('ada', 'b');
    expect([cache.peek('a'), cache.peek('b'), cache.peek('c')]).toEqual([undefined, 'ada', 'cy']);
  });

  it('holds at most its number of entries, forgetting the least recently used', () => {
    const cache = new SessionCache({ ttlMs: 5000, maxEntries: 2 });
    cache.store('a', cache.now(), session('ada'));
    cache.store('b', cache.now(), session('bo'));
    expect(cache.userIdOf('a')).toBe('ada');
    cache.store('c', cache.now(), session('cy'));
    expect([cache.peek('a'), cache.peek('b'), cache.peek('c')]).toEqual(['ada', undefined, 'cy']);
  });
});
