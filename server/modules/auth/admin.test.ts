import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import { creditLedger, users } from '#server/db/schema';
import { buildUser } from '#server/test/factories';
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
    const admin = await ensureAdmin(t.ctx.db, 'again@example.com', 'admin-secret');
    expect(await t.ctx.db.select().from(users).where(eq(users.email, 'again@example.com'))).toHaveLength(1);
    expect(await t.ctx.db.select().from(creditLedger).where(eq(creditLedger.userId, admin.id))).toHaveLength(1);
    expect(admin).toMatchObject({ textCredits: 3, audioCredits: 3 });
  });

  it('promotes an existing user and sets the configured password', async () => {
    const { user, token } = await buildUser(t.ctx.db, { email: 'promoted@example.com', name: 'Pat' });
    await ensureAdmin(t.ctx.db, 'PROMOTED@example.com', 'new-admin-password');
    const me = await t.api.get('/api/auth/me', token);
    expect(me.body.user).toMatchObject({ _id: user.id, name: 'Pat', role: 'admin' });
    const res = await t.api.post('/api/auth/login', { email: 'promoted@example.com', password: 'new-admin-password' });
    expect(res.status).toBe(200);
  });
});
