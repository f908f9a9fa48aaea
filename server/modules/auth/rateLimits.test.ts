import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '#common/catalogue';
import { startTestApp, type TestApp } from '#server/test/testApp';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await t.close();
});

function expectRateLimited(res: { status: number; body: any; headers: Headers }, windowMs: number) {
  expect(res.status).toBe(429);
  expect(res.body).toMatchObject({ code: 'RATE_LIMITED' });
  expect(res.body.message).toMatch(/^Too many attempts/);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
}

describe('rate limits', () => {
  it('limits login attempts per account, whatever the email case, and leaves other accounts alone', async () => {
    const { max, windowMs } = RATE_LIMITS.loginPerAccount;
    await t.api.post('/api/auth/signup', { name: 'Target', email: 'target@example.com', password: 'secret1' });
    await t.api.post('/api/auth/signup', { name: 'Bystander', email: 'bystander@example.com', password: 'secret1' });
    for (let i = 0; i < max; i++) {
      const email = i % 2 ? 'TARGET@example.com' : 'target@example.com';
      expect((await t.api.post('/api/auth/login', { email, password: 'guess-' + i })).status).toBe(401);
    }
    expectRateLimited(
      await t.api.post('/api/auth/login', { email: 'target@example.com', password: 'secret1' }),
      windowMs,
    );
    expect((await t.api.post('/api/auth/login', { email: 'bystander@example.com', password: 'secret1' })).status).toBe(
      200,
    );
  });

  it('limits sign-ups per account', async () => {
    const { max, windowMs } = RATE_LIMITS.signupPerAccount;
    const body = { name: 'Repeat', email: 'repeat@example.com', password: 'secret1' };
    expect((await t.api.post('/api/auth/signup', body)).status).toBe(201);
    for (let i = 1; i < max; i++) expect((await t.api.post('/api/auth/signup', body)).status).toBe(409);
    expectRateLimited(await t.api.post('/api/auth/signup', body), windowMs);
  });

  it('limits login attempts per IP across accounts', async () => {
    const { max, windowMs } = RATE_LIMITS.loginPerIp;
    for (let i = 0; i < max; i++) {
      expect(
        (await t.api.post('/api/auth/login', { email: `spray-${i}@example.com`, password: 'secret1' })).status,
      ).toBe(401);
    }
    expectRateLimited(
      await t.api.post('/api/auth/login', { email: 'fresh@example.com', password: 'secret1' }),
      windowMs,
    );
  });

  it('limits Google sign-in starts per IP', async () => {
    const { max, windowMs } = RATE_LIMITS.loginPerIp;
    for (let i = 0; i < max; i++) expect((await t.api.get('/api/auth/google')).status).toBe(302);
    expectRateLimited(await t.api.get('/api/auth/google'), windowMs);
  });
});
