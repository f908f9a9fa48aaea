import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RATE_LIMITS } from '#server/security';
import {
  authResponseSchema,
  loginBodySchema,
  logoutResponseSchema,
  meResponseSchema,
  signupBodySchema,
} from '#common/contract';
import { authEndpoints } from '#common/endpoints/auth';
import { errorResponses } from '#common/errors';
import type { AppContext } from '#server/context';
import { bearerToken } from '#server/http/currentUser';
import { bodyOf, routeOf } from '#server/http/endpoints';
import { userOf } from '#server/http/routeAuth';
import { rateLimits } from '#server/http/rateLimit';
import { currentUserView } from '../users/users.service';
import { registerAccountSecurityRoutes } from './accountSecurity.routes';
import { login, logout, logoutEverywhere, signup } from './auth.service';
import type { MailContext } from './emailLinks';
import { registerGoogleRoutes } from './google.routes';
import { accountKey } from '#server/http/rateLimitKeys';

const errors = errorResponses(400, 401, 409, 429);

export async function registerAuthRoutes(root: FastifyInstance, ctx: AppContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const mail: MailContext = { mail: ctx.providers.mail, publicUrl: ctx.config.publicUrl };

  const signupRoute = routeOf(authEndpoints.signup, authResponseSchema);
  app.route({
    method: signupRoute.method,
    url: signupRoute.url,
    config: { auth: 'none', readCache: 'ownAccount' },
    schema: {
      body: bodyOf(authEndpoints.signup, signupBodySchema),
      response: { 201: signupRoute.answer, ...errors },
    },
    preHandler: rateLimits(app, [RATE_LIMITS.signupPerIp, { ...RATE_LIMITS.signupPerAccount, key: accountKey }]),
    handler: async (request, reply) => {
      const session = await signup(db, mail, ctx.providers.moderation, request.body);
      if (!session.verificationSent) request.log.warn('the verification email could not be sent');
      return reply.status(201).send({ token: session.token, user: await currentUserView(db, session.user) });
    },
  });

  // Wrong passwords lock per (account, client) pair and per client (see loginLockout.service.ts).
  const loginRoute = routeOf(authEndpoints.login, authResponseSchema);
  app.route({
    method: loginRoute.method,
    url: loginRoute.url,
    config: { auth: 'none', readCache: 'ownAccount' },
    schema: { body: bodyOf(authEndpoints.login, loginBodySchema), response: { 200: loginRoute.answer, ...errors } },
    preHandler: rateLimits(app, [RATE_LIMITS.loginPerIp]),
    handler: async (request) => {
      const session = await login(db, request.body, request.ip);
      return { token: session.token, user: await currentUserView(db, session.user) };
    },
  });

  const me = routeOf(authEndpoints.me, meResponseSchema);
  app.route({
    method: me.method,
    url: me.url,
    config: { auth: 'user', readCache: 'account' },
    schema: { response: { 200: me.answer, ...errorResponses(401) } },
    handler: async (request) => {
      const user = userOf(request);
      return { user: await currentUserView(db, user) };
    },
  });

  const logoutRoute = routeOf(authEndpoints.logout, logoutResponseSchema);
  app.route({
    method: logoutRoute.method,
    url: logoutRoute.url,
    config: { auth: 'user', readCache: 'ownAccount' },
    schema: { response: { 200: logoutRoute.answer, ...errorResponses(401) } },
    handler: async (request) => {
      await logout(db, bearerToken(request) as string);
      return { success: true as const };
    },
  });

  const logoutAll = routeOf(authEndpoints.logoutEverywhere, logoutResponseSchema);
  app.route({
    method: logoutAll.method,
    url: logoutAll.url,
    config: { auth: 'user', readCache: 'ownAccount' },
    schema: { response: { 200: logoutAll.answer, ...errorResponses(401) } },
    handler: async (request) => {
      const user = userOf(request);
      await logoutEverywhere(db, user.id);
      return { success: true as const };
    },
  });

  await registerAccountSecurityRoutes(app, ctx, mail);
  await registerGoogleRoutes(app, ctx);
}
