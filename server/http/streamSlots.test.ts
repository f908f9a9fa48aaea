import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_STREAM_LIMITS } from '#server/security';
import { redisStreamSlots, type StreamSlots } from './streamSlots';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const log = pino({ level: 'silent' });

describe('live stream slots shared by instances through Redis (REDIS_URL)', () => {
  // Each run counts under its own prefix, so runs in parallel never share a slot.
  const prefix = `reverie-test-${randomUUID()}:`;
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
  /** Two instances' slots over the one Redis. */
  let instances: StreamSlots[] = [];

  beforeAll(async () => {
    try {
      await redis.connect();
    } catch (error) {
      throw new Error(
        `These tests need Redis at ${redisUrl} (set TEST_REDIS_URL, or start redis-server): ${(error as Error).message}`,
      );
    }
    instances = [redisStreamSlots(redis, { prefix, log }), redisStreamSlots(redis, { prefix, log })];
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it("counts an account's streams on every instance together, and a closed stream frees its slot", async () => {
    const holder = { userId: randomUUID(), ip: '203.0.113.7' };
    const releases = [];
    for (let i = 0; i < OPEN_STREAM_LIMITS.perAccount; i++) releases.push(await instances[i % 2].take(holder));
    for (const instance of instances)
      await expect(instance.take(holder)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    // Another account from another address is not held back by this one's streams.
    await instances[0].take({ userId: randomUUID(), ip: '203.0.113.8' });

    releases[0]();
    releases[0]();
    await expect.poll(() => instances[1].take(holder).then(() => 'opened')).toBe('opened');
    await expect(instances[0].take(holder)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('takes no slot when one of the two is full: a refused account leaves the address its slots', async () => {
    const ip = '198.51.100.9';
    const full = { userId: randomUUID(), ip };
    for (let i = 0; i < OPEN_STREAM_LIMITS.perAccount; i++) await instances[0].take(full);
    for (let i = 0; i < 3; i++) await expect(instances[1].take(full)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    const members = await redis.zcard(`${prefix}stream-slots:ip:${ip}`);
    expect(members).toBe(OPEN_STREAM_LIMITS.perAccount);
  });

  it('frees the slots of an instance that died, once its leases run out', async () => {
    const holder = { userId: randomUUID(), ip: '192.0.2.44' };
    const dyingConnection = new Redis(redisUrl, { maxRetriesPerRequest: 0, retryStrategy: () => null });
    const dying = redisStreamSlots(dyingConnection, { prefix, log, leaseMs: 300 });
    for (let i = 0; i < OPEN_STREAM_LIMITS.perAccount; i++) await dying.take(holder);
    // While it lives, the instance renews its slots: they hold past a lease...
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(instances[0].take(holder)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    // ...and once it is gone, nobody renews them.
    dyingConnection.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(instances[0].take(holder)).resolves.toBeTypeOf('function');
  });
});
