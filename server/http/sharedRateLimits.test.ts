import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '#server/security';
import { startTestApp, type TestApp } from '#server/test/testApp';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const { max } = RATE_LIMITS.loginPerIp;

/** `max` Google sign-in starts (each one counts as a login) spread over the instances in turn. */
async function startSignIns(instances: TestApp[], count: number) {
  for (let i = 0; i < count; i++)
    expect((await instances[i % instances.length].api.get('/api/auth/google')).status).toBe(302);
}

describe('rate limits shared between instances through Redis (REDIS_URL)', () => {
  // Each run counts under its own prefix, so runs in parallel never share a counter.
  const prefix = `reverie-test-${randomUUID()}:`;
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
  let instances: TestApp[] = [];

  beforeAll(async () => {
    try {
      await redis.connect();
      await redis.ping();
    } catch (error) {
      throw new Error(
        `These tests need Redis at ${redisUrl} (set TEST_REDIS_URL, or start redis-server): ${(error as Error).message}`,
      );
    }
    const env = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix };
    instances = await Promise.all([startTestApp({ env }), startTestApp({ env })]);
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    if (redis.status === 'ready') {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
  });

  it('lets requests split across two instances reach the limit at the same total as one', async () => {
    await startSignIns(instances, max);
    for (const instance of instances) {
      const refused = await instance.api.get('/api/auth/google');
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: 'RATE_LIMITED' });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(await redis.keys(`${prefix}rate-limit:*`)).not.toHaveLength(0);
  });

  it('counts a password reset per account without writing the address into Redis', async () => {
    const email = `Someone.${randomUUID()}@Example.com`;
    const res = await instances[0].api.post('/api/auth/forgot-password', { email });
    expect(res.status).toBe(200);
    const keys = await redis.keys(`${prefix}rate-limit:*`);
    expect(keys.some((key) => key.includes('account:'))).toBe(true);
    expect(keys.filter((key) => key.toLowerCase().includes('example.com'))).toEqual([]);
  });
});

describe('rate limits without REDIS_URL', () => {
  let instances: TestApp[] = [];
  beforeAll(async () => {
    instances = await Promise.all([startTestApp(), startTestApp()]);
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
  });

  it('count in each instance on its own', async () => {
    await startSignIns(instances, 2 * max);
    expect((await instances[0].api.get('/api/auth/google')).status).toBe(429);
  });
});
