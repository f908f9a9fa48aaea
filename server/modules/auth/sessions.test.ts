import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '#server/db/schema';
import { startTestApp, type TestApp } from '#server/test/testApp';
import { hashToken } from './tokens';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = async (email: string) =>
  (await t.api.post('/api/auth/login', { email, password: 'secret1' })).body.token as string;

describe('sessions', () => {
  it('answers /me without a token, with an unknown token or another scheme with 401', async () => {
    const cases: Record<string, string>[] = [
      {},
      { authorization: 'Bearer not-a-real-token' },
      { authorization: 'Basic dXNlcjpwYXNz' },
    ];
    for (const headers of cases) {
      const res = await t.api.request('GET', '/api/auth/me', { headers });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ code: 'UNAUTHENTICATED' });
      expect(typeof res.body.message).toBe('string');
    }
  });

  it('stores only a digest of the token', async () => {
    const { body } = await t.api.post('/api/auth/signup', {
      name: 'Dee',
      email: 'digest@example.com',
      password: 'secret1',
    });
    const rows = await t.ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(body.token)));
    expect(rows).toHaveLength(1);
    const all = await t.ctx.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(all.some((row) => row.tokenHash === body.token)).toBe(false);
  });

  it('logout revokes that token only', async () => {
    await t.api.post('/api/auth/signup', { name: 'Two Devices', email: 'two@example.com', password: 'secret1' });
    const phone = await login('two@example.com');
    const laptop = await login('two@example.com');

    const out = await t.api.post('/api/auth/logout', undefined, phone);
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true });

    expect((await t.api.get('/api/auth/me', phone)).status).toBe(401);
    expect((await t.api.post('/api/auth/logout', undefined, phone)).status).toBe(401);
    const still = await t.api.get('/api/auth/me', laptop);
    expect(still.status).toBe(200);
    expect(still.body.user.email).toBe('two@example.com');
  });

  it('logout without a token is 401', async () => {
    expect((await t.api.post('/api/auth/logout')).status).toBe(401);
  });

  it('an expired session is 401', async () => {
    const { body } = await t.api.post('/api/auth/signup', {
      name: 'Old',
      email: 'expired@example.com',
      password: 'secret1',
    });
    await t.ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(body.token)));
    const res = await t.api.get('/api/auth/me', body.token);
    expect(res.status).toBe(401);
  });

  it("new sessions last 30 days, and signing in clears the user's expired ones", async () => {
    const { body } = await t.api.post('/api/auth/signup', {
      name: 'Tidy',
      email: 'tidy@example.com',
      password: 'secret1',
    });
    const [first] = await t.ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(body.token)));
    const days = ((first?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    await t.ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, first!.userId));
    await login('tidy@example.com');
    const left = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, first!.userId));
    expect(left).toHaveLength(1);
    expect(left[0]!.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });
});
