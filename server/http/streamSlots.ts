import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { OPEN_STREAM_LIMITS } from '#server/security';
import { ApiError } from '#common/errors';
import type { Config } from '#server/config';
import { sharedRedis } from './sharedRedis';

const TOO_MANY_STREAMS = 'Too many live chapter streams open at once. Close one, then try again.';

/** Who opens a stream: its account (when signed in) and its client IP each have a number of slots. */
interface StreamHolder {
  userId?: string;
  ip: string;
}

/**
 * Live streams held open, counted per account and per client IP: a stream takes a slot of each
 * before it opens (or is refused with a 429) and gives them back once it ends, through the function
 * `take` answers (which does it once).
 */
export interface StreamSlots {
  take(holder: StreamHolder): Promise<() => void>;
}

function slotsOf(holder: StreamHolder): Array<[key: string, limit: number]> {
  const slots: Array<[string, number]> = [[`ip:${holder.ip}`, OPEN_STREAM_LIMITS.perIp]];
  if (holder.userId) slots.push([`user:${holder.userId}`, OPEN_STREAM_LIMITS.perAccount]);
  return slots;
}

function once(release: () => void): () => void {
  let released = false;
  return () => {
    if (released) return;
    released = true;
    release();
  };
}

/** Slots counted in this process: the limits hold per instance. */
function memoryStreamSlots(): StreamSlots {
  const open = new Map<string, number>();
  const change = (key: string, by: number) => {
    const count = (open.get(key) ?? 0) + by;
    if (count > 0) open.set(key, count);
    else open.delete(key);
  };
  return {
    async take(holder) {
      const slots = slotsOf(holder);
      if (slots.some(([key, limit]) => (open.get(key) ?? 0) >= limit))
        throw new ApiError('RATE_LIMITED', TOO_MANY_STREAMS);
      for (const [key] of slots) change(key, 1);
      return once(() => {
        for (const [key] of slots) change(key, -1);
      });
    },
  };
}

// Checks every slot, then takes them all, in one step: two instances cannot both take the last one.
// A slot is a member of its key's sorted set, scored by when its lease runs out.
const TAKE_SLOTS = `
for i, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', ARGV[1])
  if redis.call('ZCARD', key) >= tonumber(ARGV[4 + i]) then return 0 end
end
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, ARGV[2], ARGV[3])
  redis.call('PEXPIRE', key, ARGV[4])
end
return 1`;

/**
 * Slots counted in the Redis every instance shares, so the limits hold across instances. Each slot is
 * a lease the instance renews while its stream is open: the slots of an instance that died run out
 * within `leaseMs`. If Redis cannot be reached the stream opens anyway (logged): a reader keeps
 * reading while the limit is not counted.
 */
export function redisStreamSlots(
  redis: Redis,
  { prefix, log, leaseMs = 90_000 }: { prefix: string; log: FastifyBaseLogger; leaseMs?: number },
): StreamSlots {
  const keyOf = (key: string) => `${prefix}stream-slots:${key}`;
  return {
    async take(holder) {
      const keys = slotsOf(holder).map(([key]) => keyOf(key));
      const limits = slotsOf(holder).map(([, limit]) => String(limit));
      const member = randomUUID();
      let taken: unknown;
      try {
        const now = Date.now();
        taken = await redis.eval(TAKE_SLOTS, keys.length, ...keys, now, now + leaseMs, member, leaseMs, ...limits);
      } catch (error) {
        log.warn({ reason: (error as Error).message }, 'stream slots not counted: redis unavailable');
        return () => {};
      }
      if (taken !== 1) throw new ApiError('RATE_LIMITED', TOO_MANY_STREAMS);
      const renew = setInterval(() => {
        const expiry = Date.now() + leaseMs;
        for (const key of keys)
          void redis
            .multi()
            .zadd(key, 'XX', expiry, member)
            .pexpire(key, leaseMs)
            .exec()
            .catch(() => {});
      }, leaseMs / 3);
      renew.unref();
      return once(() => {
        clearInterval(renew);
        for (const key of keys) void redis.zrem(key, member).catch(() => {});
      });
    },
  };
}

/** The app's stream slots: shared through Redis when `REDIS_URL` is set, this instance's own otherwise. */
export function streamSlots(app: FastifyInstance, config: Pick<Config, 'REDIS_URL' | 'REDIS_KEY_PREFIX'>): StreamSlots {
  const redis = sharedRedis(app, config);
  return redis ? redisStreamSlots(redis, { prefix: config.REDIS_KEY_PREFIX, log: app.log }) : memoryStreamSlots();
}
