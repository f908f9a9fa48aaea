import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { errorBodySchema } from '#common/errors';
import type { Database } from '#server/db/client';
import type { UserRow } from '#server/modules/users/users.repo';
import { requireAdmin } from '#server/policies/admin.policy';
import { requireVerifiedEmail } from '#server/policies/emailVerified.policy';
import { optionalUser, requireUser } from './currentUser';
import { isApiRoute } from './openapi';

/**
 * Who may call a route. `none`: anyone, nobody is looked up (a route may still check a signature or
 * a signed cookie itself: the webhooks, the audio files). `optional`: guests and signed-in users
 * (an unknown or expired token is still 401). `user`: signed in, else 401. `verified`: signed in,
 * else 401, with a confirmed email address, else 403 EMAIL_NOT_VERIFIED. `admin`: signed in, else
 * 401, and an admin, else 403 ADMIN_REQUIRED.
 */
type RouteAuth = 'none' | 'optional' | 'user' | 'verified' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: its viewer is resolved once, before the route reads any input. */
    auth?: RouteAuth;
  }
}

const viewers = new WeakMap<FastifyRequest, UserRow | undefined>();

/** The answers each level refuses with, added to a route's response schema (and so to the API's document). */
const REFUSED_WITH: Record<Exclude<RouteAuth, 'none'>, number[]> = {
  optional: [401],
  user: [401],
  verified: [401, 403],
  admin: [401, 403],
};

const RESOLVE: Record<
  Exclude<RouteAuth, 'none'>,
  (db: Database, request: FastifyRequest) => Promise<UserRow | undefined>
> = {
  optional: optionalUser,
  user: requireUser,
  verified: async (db, request) => requireVerifiedEmail(await requireUser(db, request)),
  admin: async (db, request) => requireAdmin(await requireUser(db, request)),
};

function declared(request: FastifyRequest, levels: readonly RouteAuth[]): void {
  const auth = request.routeOptions.config.auth;
  if (!auth || !levels.includes(auth)) {
    throw new Error(`${request.routeOptions.url} reads its viewer without declaring auth: ${levels.join(' | ')}`);
  }
}

/** The signed-in user or undefined for a guest, on a route declared `auth: 'optional'`. */
export function viewerOf(request: FastifyRequest): UserRow | undefined {
  declared(request, ['optional']);
  return viewers.get(request);
}

/** The signed-in user, on a route declared `auth: 'user'`, `'verified'` or `'admin'` (the hook refused everyone else). */
export function userOf(request: FastifyRequest): UserRow {
  declared(request, ['user', 'verified', 'admin']);
  const user = viewers.get(request);
  if (!user) throw new Error(`${request.routeOptions.url} answered without its viewer`);
  return user;
}

/**
 * Resolves each route's viewer as its `config.auth` says, at the route's first onRequest hook: a
 * caller the route refuses is refused before their input is read. An API route that does not say
 * stops the start. Register before the routes.
 */
export function registerRouteAuth(app: FastifyInstance, db: Database): void {
  app.addHook('onRoute', (route) => {
    const auth = route.config?.auth;
    if (!auth && isApiRoute(route.url)) throw new Error(`${route.method} ${route.url} declares no config.auth`);
    if (!auth || auth === 'none') return;
    const refusals = Object.fromEntries(REFUSED_WITH[auth].map((status) => [status, errorBodySchema]));
    const response = route.schema?.response;
    route.schema = { ...route.schema, response: { ...refusals, ...(typeof response === 'object' ? response : {}) } };
    const resolve = RESOLVE[auth];
    const resolveViewer: onRequestAsyncHookHandler = async (request) => {
      viewers.set(request, await resolve(db, request));
    };
    route.onRequest = [resolveViewer, ...(route.onRequest ? [route.onRequest].flat() : [])];
  });
}
