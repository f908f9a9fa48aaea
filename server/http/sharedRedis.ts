import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '#server/config';

const clients = new WeakMap<FastifyInstance, Redis>();

/**
 * The instance's one connection to the Redis that every instance shares (`REDIS_URL`), opened at its
 * first use and closed with the app; undefined when there is none.
 */
export function sharedRedis(app: FastifyInstance, config: Pick<Config, 'REDIS_URL'>): Redis | undefined {
  if (!config.REDIS_URL) return undefined;
  const existing = clients.get(app);
  if (existing) return existing;
  const redis = new Redis(config.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 2 });
  redis.on('error', (error: Error) => app.log.warn({ reason: error.message }, 'redis unavailable'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  clients.set(app, redis);
  return redis;
}
