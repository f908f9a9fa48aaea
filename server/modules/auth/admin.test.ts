import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import { creditLedger, users } from '#server/db/schema';
import { buildUser, TEST_PASSWORD } from '#server/test/factories';
import { startTestApp, type TestApp } from '#server/test/testApp';
import { ensureAdmin } from './auth.service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('ensureAdmin', () => {
  it('creates the configured admin (ADMIN_EMAIL, ADMIN_PASSWORD), who can log in as an admin', async () => {
    const config = loadConfig({ ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'admin-secret' });
    await ensureAdmin(t.ctx.db, config.ADMIN_EMAIL!, config.ADMIN_PASSWORD!);
    const res = await t.api.post('/api/auth/login', { email: 'boss@example.com', password: 'admin-secret' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: 'boss@example.com', role: 'admin', textCredits: 3, audioCredits: 3 });
  });

  it('is idempotent: a second start keeps one account and grants no more credits', async () => {
    await ensureAdmin(t.ctx.db, 'again@example.com', 'admin-secret');
    const { user: admin, setup } = await ensureAdmin(t.ctx.db, 'again@example.com', 'admin-secret');
    expect(setup).toBe('unchanged');
    expect(await t.ctx.db.select().from(users).where(eq(users.email, 'again@example.com'))).toHaveLength(1);
    expect(await t.ctx.db.select().from(creditLedger).where(eq(creditLedger.userId, admin.id))).toHaveLength(1);
    expect(admin).toMatchObject({ textCredits: 3, audioCredits: 3 });
  });

  it('promotes an existing user: every session it had ends, only the configured password signs in, and the audit log says so', async () => {
    const { user, token } = await buildUser(t.ctx.db, { email: 'promoted@example.com', name: 'Pat' });
    const { setup } = await ensureAdmin(t.ctx.db, 'PROMOTED@example.com', 'new-admin-password');
    expect(setup).toBe('promoted');
    expect((await t.api.get('/api/auth/me', token)).status).toBe(401);
    const old = await t.api.post('/api/auth/login', { email: 'promoted@example.com', password: TEST_PASSWORD });
    expect(old.status).toBe(401);
    const res = await t.api.post('/api/auth/login', { email: 'promoted@example.com', password: 'new-admin-password' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ _id: user.id, name: 'Pat', role: 'admin', emailVerified: true });

    const audit = await t.api.get('/api/admin/audit', res.body.token);
    expect(audit.body).toContainEqual(
      expect.objectContaining({
        action: 'admin.configured',
        adminId: null,
        adminEmail: 'system',
        targetId: user.id,
        before: expect.objectContaining({ role: 'user' }),
        after: expect.objectContaining({ role: 'admin' }),
      }),
    );
    expect(JSON.stringify(audit.body)).not.toMatch(/argon2|passwordHash/);

    // The next start, with the same settings, leaves the admin's own sessions alone.
    expect((await ensureAdmin(t.ctx.db, 'promoted@example.com', 'new-admin-password')).setup).toBe('unchanged');
    expect((await t.api.get('/api/auth/me', res.body.token)).status).toBe(200);
  });

  it('ends the sessions of an admin whose configured password changed', async () => {
    await ensureAdmin(t.ctx.db, 'rotated@example.com', 'first-password');
    const login = await t.api.post('/api/auth/login', { email: 'rotated@example.com', password: 'first-password' });
    expect((await ensureAdmin(t.ctx.db, 'rotated@example.com', 'second-password')).setup).toBe('promoted');
    expect((await t.api.get('/api/auth/me', login.body.token)).status).toBe(401);
    const again = await t.api.post('/api/auth/login', { email: 'rotated@example.com', password: 'first-password' });
    expect(again.status).toBe(401);
  });
});
