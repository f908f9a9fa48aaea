import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { RetryLaterError } from '#common/errors';
import type { Config } from '#server/config';
import { clientIp } from './rateLimitKeys';
import { sharedRedis } from './sharedRedis';

export interface RateLimitRule {
  max: number;
  windowMs: number;
  /** What the limit counts by; the client's IP (its /64 for IPv6) when absent. */
  key?: (request: FastifyRequest) => string | Promise<string>;
  /** What the 429 says there were too many of ("attempts" when absent). */
  what?: string;
  /** Routes sharing a scope share their counts; each route counts apart when absent. */
  scope?: string;
}

/**
 * Counts in Redis when `REDIS_URL` is set, so every instance shares one limit; in this process's
 * memory otherwise.
 */
export async function registerRateLimits(app: FastifyInstance, config: Pick<Config, 'REDIS_URL' | 'REDIS_KEY_PREFIX'>) {
  const redis = sharedRedis(app, config);
  if (!redis) {
    await app.register(rateLimit, { global: false });
    return;
  }
  await app.register(rateLimit, { global: false, redis, nameSpace: `${config.REDIS_KEY_PREFIX}rate-limit:` });
}

/**
 * A preHandler enforcing every rule in turn, answering 429 with Retry-After on the first one
 * exceeded. (@fastify/rate-limit's own `rateLimit()` hooks run only once per request, so two of
 * them on one route would silently skip the second.) Each rule counts apart on each route, in
 * memory as in Redis, where the store shares one key space: hence the route and rule in the key.
 */
export function rateLimits(app: FastifyInstance, rules: RateLimitRule[]): preHandlerAsyncHookHandler {
  const limiters = rules.map((rule, index) => {
    const key = rule.key ?? clientIp;
    const limiter = app.createRateLimit({
      max: rule.max,
      timeWindow: rule.windowMs,
      keyGenerator: async (request) =>
        `${rule.scope ?? `${request.method}${request.routeOptions.url}`}#${index}:${await key(request)}`,
    });
    return { limiter, what: rule.what };
  });
  return async (request) => {
    for (const { limiter, what } of limiters) {
      const result = await limiter(request);
      if (result.isAllowed || !result.isExceeded) continue;
      throw new RetryLaterError(result.ttlInSeconds, what);
    }
  };
}
