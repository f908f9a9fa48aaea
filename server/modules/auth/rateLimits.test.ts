import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '#server/security';
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
  it('limits sign-ups per account', async () => {
    const { max, windowMs } = RATE_LIMITS.signupPerAccount;
    const body = { name: 'Repeat', email: 'repeat@example.com', password: 'secret1' };
    expect((await t.api.post('/api/auth/signup', body)).status).toBe(201);
    for (let i = 1; i < max; i++) expect((await t.api.post('/api/auth/signup', body)).status).toBe(409);
    expectRateLimited(await t.api.post('/api/auth/signup', body), windowMs);
  });

  it('limits login requests per IP, even successful ones', async () => {
    const { max, windowMs } = RATE_LIMITS.loginPerIp;
    const body = { email: 'busy@example.com', password: 'secret1' };
    await t.api.post('/api/auth/signup', { name: 'Busy', ...body });
    for (let i = 0; i < max; i++) expect((await t.api.post('/api/auth/login', body)).status).toBe(200);
    expectRateLimited(await t.api.post('/api/auth/login', body), windowMs);
  }, 120_000); // a hundred password checks on a busy machine

  it('limits Google sign-in starts per IP', async () => {
    const { max, windowMs } = RATE_LIMITS.loginPerIp;
    for (let i = 0; i < max; i++) expect((await t.api.get('/api/auth/google')).status).toBe(302);
    expectRateLimited(await t.api.get('/api/auth/google'), windowMs);
  });
});
