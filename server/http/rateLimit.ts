import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { RetryLaterError } from '#common/errors';

export interface RateLimitRule {
  max: number;
  windowMs: number;
  /** What the limit counts by; the client's IP when absent. */
  key?: (request: FastifyRequest) => string | Promise<string>;
}

/**
 * A preHandler enforcing every rule in turn, answering 429 with Retry-After on the first one
 * exceeded. (@fastify/rate-limit's own `rateLimit()` hooks run only once per request, so two of
 * them on one route would silently skip the second.)
 */
export function rateLimits(app: FastifyInstance, rules: RateLimitRule[]): preHandlerAsyncHookHandler {
  const limiters = rules.map((rule) =>
    app.createRateLimit({ max: rule.max, timeWindow: rule.windowMs, ...(rule.key ? { keyGenerator: rule.key } : {}) }),
  );
  return async (request) => {
    for (const limiter of limiters) {
      const result = await limiter(request);
      if (result.isAllowed || !result.isExceeded) continue;
      throw new RetryLaterError(result.ttlInSeconds);
    }
  };
}
