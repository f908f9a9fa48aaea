import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { WRITE_RATE_LIMITS, type WriteLimitName } from '#server/security';
import type { Database } from '../db/client';
import { optionalUser } from './currentUser';
import { rateLimits } from './rateLimit';
import { clientIp } from './rateLimitKeys';

/** Which limit each write (and each event stream) counts toward: `METHOD url` as registered. */
const LIMITED_ROUTES: Record<string, WriteLimitName> = {
  'POST /api/stories/generate': 'generation',
  'POST /api/stories/:id/continue': 'generation',
  'POST /api/stories/:id/chapters/:n/choice': 'generation',
  'POST /api/stories/:id/chapters/:n/retry': 'generation',
  'POST /api/stories/:id/chapters/:n/regenerate': 'generation',
  'PUT /api/stories/:id': 'edits',
  'PUT /api/stories/:id/chapters/:n': 'edits',
  'PUT /api/stories/:id/memory': 'edits',
  'PATCH /api/stories/:id/visibility': 'edits',
  'PATCH /api/user/profile': 'edits',
  'POST /api/stories/:id/report': 'reports',
  'POST /api/stories/:id/like': 'votes',
  'POST /api/stories/:id/upvote': 'votes',
  'POST /api/stories/:id/downvote': 'votes',
  'POST /api/stories/:id/play': 'plays',
  'POST /api/speech/generate': 'narration',
  'POST /api/speech/generate-story': 'narration',
  'POST /api/payment/create-checkout-session': 'checkouts',
  'POST /api/payment/create-credit-checkout': 'checkouts',
  'POST /api/payment/create-subscription-checkout': 'checkouts',
  'POST /api/payment/subscription/change': 'checkouts',
  'GET /api/stories/:id/chapters/:n/stream': 'streams',
  'POST /api/stories/:id/path': 'paths',
  'POST /api/stories/:id/chapters/:n/versions/:v/select': 'paths',
  'DELETE /api/stories/:id/branches/:nodeId': 'paths',
  'PUT /api/authors/:id/follow': 'social',
  'DELETE /api/authors/:id/follow': 'social',
  'PUT /api/stories/:id/saved': 'social',
  'DELETE /api/stories/:id/saved': 'social',
  'POST /api/notifications/read': 'social',
  'POST /api/age/verifications': 'ageChecks',
};

/** Signed-in requests count per account; a guest's per account key is their IP. */
function accountOrIp(db: Database) {
  return async (request: FastifyRequest) => {
    const user = await optionalUser(db, request).catch(() => undefined);
    return user ? `user:${user.id}` : `ip:${clientIp(request)}`;
  };
}

/**
 * Adds each write's limits (per account, per IP) to its route as the route is registered, so the
 * routes stay thin and the numbers live in the catalogue. Must run before the routes register.
 */
export function registerWriteLimits(app: FastifyInstance, db: Database): void {
  const handlers = new Map<WriteLimitName, preHandlerAsyncHookHandler>();
  const handlerFor = (name: WriteLimitName) => {
    const limit = WRITE_RATE_LIMITS[name];
    const shared = { windowMs: limit.windowMs, what: limit.what, scope: `writes:${name}` };
    return rateLimits(app, [
      { ...shared, max: limit.perAccount, key: accountOrIp(db) },
      { ...shared, max: limit.perIp },
    ]);
  };
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const name = methods.map((method) => LIMITED_ROUTES[`${method} ${route.url}`]).find(Boolean);
    if (!name) return;
    const handler = handlers.get(name) ?? handlerFor(name);
    handlers.set(name, handler);
    route.preHandler = [handler, ...(route.preHandler ? [route.preHandler].flat() : [])];
  });
}
