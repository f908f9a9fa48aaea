import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '#server/security';
import { emailTokens, users } from '#server/db/schema';
import { buildUser, TEST_PASSWORD } from '#server/test/factories';
import { readOutbox, waitForMail } from '#server/test/outbox';
import { COMMON_PASSWORD_MESSAGE } from './commonPasswords';
import { startTestApp, type TestApp } from '#server/test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const VERIFY_SUBJECT = 'Verify your Reverie email';
const RESET_SUBJECT = 'Reset your Reverie password';
const mailTo = (to: string, subject: string) => waitForMail(t.ctx.config.dataDir, to, subject);
const mailsTo = async (to: string) => (await readOutbox(t.ctx.config.dataDir)).filter((m) => m.to === to);
const signup = (email: string, password = 'first-password') =>
  t.api.post('/api/auth/signup', { name: 'Nova', email, password });
const login = (email: string, password: string) => t.api.post('/api/auth/login', { email, password });
const status = async (token: string) => (await t.api.get('/api/auth/me', token)).status;
const invalidLink = { code: 'INVALID_LINK', message: 'This link is invalid or has expired.' };

describe('email verification', () => {
  it('sends a link at sign-up that verifies the address once', async () => {
    const account = await signup('Nova@Example.com');
    expect(account.status).toBe(201);
    expect(account.body.user.emailVerified).toBe(false);
    const mail = await mailTo('nova@example.com', VERIFY_SUBJECT);
    expect(mail.link).toBe(`${t.ctx.config.publicUrl}/verify-email?token=${mail.token}`);

    const verified = await t.api.post('/api/auth/verify-email', { token: mail.token });
    expect(verified).toMatchObject({ status: 200, body: { message: 'Your email is verified.' } });
    expect((await t.api.get('/api/auth/me', account.body.token)).body.user.emailVerified).toBe(true);
    expect((await t.api.post('/api/auth/verify-email', { token: mail.token })).body).toEqual(invalidLink);
  });

  it('refuses unknown, empty, oversized and expired links', async () => {
    for (const body of [{ token: 'forged' }, { token: '' }, { token: 'x'.repeat(1000) }, {}, { token: 42 }]) {
      const res = await t.api.post('/api/auth/verify-email', body);
      expect(res.status).toBe(400);
    }
    await signup('late@example.com');
    const mail = await mailTo('late@example.com', VERIFY_SUBJECT);
    await t.ctx.db.update(emailTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await t.api.post('/api/auth/verify-email', { token: mail.token })).body).toEqual(invalidLink);
  });

  it('resends a fresh link to a signed-in unverified user, which replaces the old one', async () => {
    const account = await signup('resend@example.com');
    const first = await mailTo('resend@example.com', VERIFY_SUBJECT);
    expect((await t.api.post('/api/auth/verify-email/resend')).status).toBe(401);
    const resent = await t.api.post('/api/auth/verify-email/resend', undefined, account.body.token);
    expect(resent.body).toEqual({ message: "We've sent a new verification link to resend@example.com." });
    const mails = await mailsTo('resend@example.com');
    expect(mails).toHaveLength(2);
    const second = mails[1];
    expect(second.token).not.toBe(first.token);
    expect((await t.api.post('/api/auth/verify-email', { token: first.token })).status).toBe(400);
    expect((await t.api.post('/api/auth/verify-email', { token: second.token })).status).toBe(200);
    const again = await t.api.post('/api/auth/verify-email/resend', undefined, account.body.token);
    expect(again.body).toEqual({ message: 'Your email is already verified.' });
    expect(await mailsTo('resend@example.com')).toHaveLength(2);
  });

  it('limits resends per account', async () => {
    const account = await signup('chatty@example.com');
    for (let i = 0; i < RATE_LIMITS.verificationEmailPerUser.max; i++) {
      expect((await t.api.post('/api/auth/verify-email/resend', undefined, account.body.token)).status).toBe(200);
    }
    const limited = await t.api.post('/api/auth/verify-email/resend', undefined, account.body.token);
    expect(limited.status).toBe(429);
  });
});

describe('forgotten password', () => {
  it('answers the same whether or not the email has an account, and mails only a real one', async () => {
    await buildUser(t.ctx.db, { email: 'real@example.com' });
    const real = await t.api.post('/api/auth/forgot-password', { email: 'REAL@example.com' });
    const ghost = await t.api.post('/api/auth/forgot-password', { email: 'ghost@example.com' });
    expect(real.status).toBe(200);
    expect(ghost).toMatchObject({ status: real.status, body: real.body });
    expect(real.body.message).toBe(
      "If an account exists for that email, we've sent a link to reset your password. It expires in 30 minutes.",
    );
    const mail = await mailTo('real@example.com', RESET_SUBJECT);
    expect(mail.link).toBe(`${t.ctx.config.publicUrl}/reset-password?token=${mail.token}`);
    expect(await mailsTo('ghost@example.com')).toEqual([]);
    expect((await t.api.post('/api/auth/forgot-password', { email: 'not-an-email' })).status).toBe(400);
  });

  it('sets the new password once, signs in, ends every other session and verifies the email', async () => {
    const { user, token } = await buildUser(t.ctx.db, { email: 'forgetful@example.com', verified: false });
    const other = (await login('forgetful@example.com', TEST_PASSWORD)).body.token;
    await t.api.post('/api/auth/forgot-password', { email: 'forgetful@example.com' });
    const mail = await mailTo('forgetful@example.com', RESET_SUBJECT);

    const tooShort = await t.api.post('/api/auth/reset-password', { token: mail.token, password: '12345' });
    expect(tooShort).toMatchObject({ status: 400, body: { message: 'Password must be at least 6 characters' } });
    const common = await t.api.post('/api/auth/reset-password', { token: mail.token, password: '123456' });
    expect(common).toMatchObject({ status: 400, body: { message: COMMON_PASSWORD_MESSAGE } });
    expect(await status(token)).toBe(200);

    const reset = await t.api.post('/api/auth/reset-password', { token: mail.token, password: 'brand-new-password' });
    expect(reset.status).toBe(200);
    expect(reset.body.user).toMatchObject({ _id: user.id, emailVerified: true });
    expect(await status(reset.body.token)).toBe(200);
    expect(await status(token)).toBe(401);
    expect(await status(other)).toBe(401);
    expect((await login('forgetful@example.com', TEST_PASSWORD)).status).toBe(401);
    expect((await login('forgetful@example.com', 'brand-new-password')).status).toBe(200);
    const replay = await t.api.post('/api/auth/reset-password', { token: mail.token, password: 'attacker-password' });
    expect(replay.body).toEqual(invalidLink);
  });

  it('makes links that expire after 30 minutes, and only the latest one works', async () => {
    await buildUser(t.ctx.db, { email: 'twice@example.com' });
    await t.api.post('/api/auth/forgot-password', { email: 'twice@example.com' });
    const first = await mailTo('twice@example.com', RESET_SUBJECT);
    const [row] = await t.ctx.db.select().from(emailTokens).where(eq(emailTokens.purpose, 'reset_password'));
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(30 * 60_000);

    await t.api.post('/api/auth/forgot-password', { email: 'twice@example.com' });
    await expect.poll(async () => (await mailsTo('twice@example.com')).length).toBe(2);
    const second = (await mailsTo('twice@example.com'))[1];
    expect(
      (await t.api.post('/api/auth/reset-password', { token: first.token, password: 'new-password' })).status,
    ).toBe(400);
    await t.ctx.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.purpose, 'reset_password'));
    const late = await t.api.post('/api/auth/reset-password', { token: second.token, password: 'new-password' });
    expect(late.body).toEqual(invalidLink);
    expect((await login('twice@example.com', TEST_PASSWORD)).status).toBe(200);
  });

  it('limits reset requests per email, whether or not it has an account', async () => {
    for (const email of ['limited@example.com', 'nobody-here@example.com']) {
      if (email === 'limited@example.com') await buildUser(t.ctx.db, { email });
      for (let i = 0; i < RATE_LIMITS.passwordResetPerAccount.max; i++) {
        expect((await t.api.post('/api/auth/forgot-password', { email })).status).toBe(200);
      }
      const limited = await t.api.post('/api/auth/forgot-password', { email });
      expect(limited).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    }
  });
});

describe('an admin changing the email', () => {
  it('leaves the new address unverified and voids the links sent to the old one', async () => {
    const admin = await buildUser(t.ctx.db, { role: 'admin' });
    const { user, token } = await buildUser(t.ctx.db, { email: 'moving@example.com' });
    await t.api.post('/api/auth/forgot-password', { email: 'moving@example.com' });
    const mail = await mailTo('moving@example.com', RESET_SUBJECT);
    const moved = await t.api.patch(
      `/api/admin/users/${user.id}`,
      { name: user.name, email: 'moved@example.com', role: 'user' },
      admin.token,
    );
    expect(moved.status).toBe(200);
    expect((await t.api.get('/api/auth/me', token)).body.user).toMatchObject({
      email: 'moved@example.com',
      emailVerified: false,
    });
    const reset = await t.api.post('/api/auth/reset-password', { token: mail.token, password: 'hijacked-password' });
    expect(reset.body).toEqual(invalidLink);
  });
});

describe('changing the password and signing out everywhere', () => {
  it('needs the current password, keeps this session and ends the others', async () => {
    const { token } = await buildUser(t.ctx.db, { email: 'changer@example.com' });
    const other = (await login('changer@example.com', TEST_PASSWORD)).body.token;
    const wrong = await t.api.post(
      '/api/auth/change-password',
      { currentPassword: 'not-it', newPassword: 'next-password' },
      token,
    );
    expect(wrong).toMatchObject({
      status: 400,
      body: { code: 'WRONG_PASSWORD', message: 'Your current password is incorrect' },
    });
    const common = await t.api.post(
      '/api/auth/change-password',
      { currentPassword: TEST_PASSWORD, newPassword: 'password' },
      token,
    );
    expect(common).toMatchObject({ status: 400, body: { message: COMMON_PASSWORD_MESSAGE } });
    expect(await status(other)).toBe(200);
    const weak = await t.api.post(
      '/api/auth/change-password',
      { currentPassword: TEST_PASSWORD, newPassword: '123' },
      token,
    );
    expect(weak.status).toBe(400);
    expect(
      (await t.api.post('/api/auth/change-password', { currentPassword: TEST_PASSWORD, newPassword: 'next-password' }))
        .status,
    ).toBe(401);

    const changed = await t.api.post(
      '/api/auth/change-password',
      { currentPassword: TEST_PASSWORD, newPassword: 'next-password' },
      token,
    );
    expect(changed.body).toEqual({ message: 'Your password has been changed. Your other sessions were signed out.' });
    expect(await status(token)).toBe(200);
    expect(await status(other)).toBe(401);
    expect((await login('changer@example.com', TEST_PASSWORD)).status).toBe(401);
    expect((await login('changer@example.com', 'next-password')).status).toBe(200);
  });

  it('tells an account without a password to set one through "Forgot password?"', async () => {
    const { user, token } = await buildUser(t.ctx.db);
    await t.ctx.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    const res = await t.api.post(
      '/api/auth/change-password',
      { currentPassword: 'anything', newPassword: 'next-password' },
      token,
    );
    expect(res).toMatchObject({ status: 400, body: { code: 'WRONG_PASSWORD' } });
  });

  it('signs out every session, this one included', async () => {
    const { token } = await buildUser(t.ctx.db, { email: 'everywhere@example.com' });
    const other = (await login('everywhere@example.com', TEST_PASSWORD)).body.token;
    const bystander = await buildUser(t.ctx.db);
    expect((await t.api.post('/api/auth/logout-all')).status).toBe(401);
    expect((await t.api.post('/api/auth/logout-all', undefined, token)).body).toEqual({ success: true });
    expect(await status(token)).toBe(401);
    expect(await status(other)).toBe(401);
    expect(await status(bystander.token)).toBe(200);
  });
});

describe('when the mail cannot be sent', () => {
  let broken: TestApp;
  beforeAll(async () => {
    broken = await startTestApp({
      providers: (_config, defaults) => ({
        ...defaults,
        mail: {
          name: 'broken',
          send: () => Promise.reject(new Error('SMTP is down')),
        },
      }),
    });
  });
  afterAll(async () => {
    await broken.close();
  });

  it('still creates the account, and the reset request answers as usual', async () => {
    const res = await broken.api.post('/api/auth/signup', {
      name: 'Nova',
      email: 'down@example.com',
      password: 'secret1',
    });
    expect(res.status).toBe(201);
    expect(res.body.user.emailVerified).toBe(false);
    const reset = await broken.api.post('/api/auth/forgot-password', { email: 'down@example.com' });
    expect(reset.status).toBe(200);
  });
});

describe('signing sessions out, on the instance that does it', () => {
  /** An instance that hears the database's notifications late: what it refuses at once, it knew by itself. */
  let deaf: TestApp;
  beforeAll(async () => {
    deaf = await startTestApp({ notificationDelayMs: 3000 });
  });
  afterAll(async () => {
    await deaf.close();
  });

  it('ends the other sessions at a password change, and all of them at "log out everywhere", at once', async () => {
    const email = 'at-once@example.com';
    const { token } = await buildUser(deaf.ctx.db, { email });
    const other = (await deaf.api.post('/api/auth/login', { email, password: TEST_PASSWORD })).body.token;
    const me = async (session: string) => (await deaf.api.get('/api/auth/me', session)).status;
    // Both sessions are now known to this instance's session cache.
    expect([await me(token), await me(other)]).toEqual([200, 200]);

    const changed = await deaf.api.post(
      '/api/auth/change-password',
      { currentPassword: TEST_PASSWORD, newPassword: 'next-password' },
      token,
    );
    expect(changed.status).toBe(200);
    expect([await me(token), await me(other)]).toEqual([200, 401]);

    expect((await deaf.api.post('/api/auth/logout-all', undefined, token)).status).toBe(200);
    expect(await me(token)).toBe(401);
  });
});
