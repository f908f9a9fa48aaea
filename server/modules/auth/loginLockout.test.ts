import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LOCKOUT } from '#server/security';
import { loginFailures } from '#server/db/schema';
import { buildUser, TEST_PASSWORD } from '#server/test/factories';
import { postFrom } from '#server/test/fromAddress';
import { startTestApp, type TestApp } from '#server/test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const loginFrom = (address: string, email: string, password: string) =>
  postFrom(address, `${t.baseUrl}/api/auth/login`, { email, password });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function expectLocked(res: { status: number; body: any; headers: Headers }, maxSeconds: number) {
  expect(res.status).toBe(429);
  expect(res.body).toMatchObject({ code: 'RATE_LIMITED' });
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  expect(res.body.message).toBe(`Too many attempts. Please try again in ${retryAfter} seconds.`);
}

describe('login lockout', () => {
  it('never locks the owner out because someone else keeps guessing their password', async () => {
    const { user } = await buildUser(t.ctx.db, { email: 'victim@example.com' });
    let locked = false;
    for (let i = 0; i < 30; i++) {
      const res = await loginFrom('127.0.0.2', 'VICTIM@example.com', `guess-${i}`);
      expect([401, 429]).toContain(res.status);
      locked ||= res.status === 429;
    }
    expect(locked).toBe(true);
    const owner = await loginFrom('127.0.0.3', 'victim@example.com', TEST_PASSWORD);
    expect(owner.status).toBe(200);
    expect(owner.body.user._id).toBe(user.id);
  });

  it('locks an (account, client) pair after a few failures, for longer each time, even for the right password', async () => {
    await buildUser(t.ctx.db, { email: 'pair@example.com' });
    const client = '127.0.0.4';
    for (let i = 0; i < LOGIN_LOCKOUT.pairFreeFailures; i++) {
      expect((await loginFrom(client, 'pair@example.com', `wrong-${i}`)).status).toBe(401);
    }
    expect((await loginFrom(client, 'pair@example.com', 'wrong-again')).status).toBe(401);
    const firstDelay = LOGIN_LOCKOUT.firstDelayMs / 1000;
    expectLocked(await loginFrom(client, 'pair@example.com', TEST_PASSWORD), firstDelay);
    // The same client may still sign in to another account it has not failed on.
    await buildUser(t.ctx.db, { email: 'neighbour@example.com' });
    expect((await loginFrom(client, 'neighbour@example.com', TEST_PASSWORD)).status).toBe(200);

    await sleep(LOGIN_LOCKOUT.firstDelayMs + 100);
    expect((await loginFrom(client, 'pair@example.com', 'still-wrong')).status).toBe(401);
    const second = await loginFrom(client, 'pair@example.com', TEST_PASSWORD);
    expectLocked(second, 2 * firstDelay);
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(firstDelay);

    await sleep(2 * LOGIN_LOCKOUT.firstDelayMs + 100);
    expect((await loginFrom(client, 'pair@example.com', TEST_PASSWORD)).status).toBe(200);
    // Success forgets the pair's failures: one more mistake does not lock it again.
    expect((await loginFrom(client, 'pair@example.com', 'typo-typo')).status).toBe(401);
    expect((await loginFrom(client, 'pair@example.com', TEST_PASSWORD)).status).toBe(200);
  });

  it('locks a client that sprays guesses across many accounts, and only that client', async () => {
    await buildUser(t.ctx.db, { email: 'sprayed@example.com' });
    const sprayer = '127.0.0.5';
    for (let i = 0; i < LOGIN_LOCKOUT.clientFreeFailures + 1; i++) {
      expect((await loginFrom(sprayer, `spray-${i}@example.com`, 'secret1')).status).toBe(401);
    }
    expectLocked(await loginFrom(sprayer, 'sprayed@example.com', TEST_PASSWORD), LOGIN_LOCKOUT.firstDelayMs / 1000);
    expect((await loginFrom('127.0.0.6', 'sprayed@example.com', TEST_PASSWORD)).status).toBe(200);
  });

  it('counts wrong passwords for accounts that do not exist like any other', async () => {
    const client = '127.0.0.7';
    for (let i = 0; i <= LOGIN_LOCKOUT.pairFreeFailures; i++) {
      expect((await loginFrom(client, 'nobody@example.com', `wrong-${i}`)).status).toBe(401);
    }
    expect((await loginFrom(client, 'nobody@example.com', 'wrong-again')).status).toBe(429);
  });

  it('forgets the failures of a key that stayed quiet for a day', async () => {
    await buildUser(t.ctx.db, { email: 'returning@example.com' });
    const client = '127.0.0.8';
    for (let i = 0; i <= LOGIN_LOCKOUT.pairFreeFailures; i++) {
      await loginFrom(client, 'returning@example.com', `wrong-${i}`);
    }
    expect((await loginFrom(client, 'returning@example.com', TEST_PASSWORD)).status).toBe(429);
    const dayAgo = new Date(Date.now() - LOGIN_LOCKOUT.forgetAfterMs - 60_000);
    await t.ctx.db.update(loginFailures).set({ lastFailureAt: dayAgo, lockedUntil: dayAgo });
    expect((await loginFrom(client, 'returning@example.com', 'one-more-typo')).status).toBe(401);
    expect((await loginFrom(client, 'returning@example.com', TEST_PASSWORD)).status).toBe(200);
  });
});
