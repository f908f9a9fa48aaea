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
import { errorResponses } from '#common/errors';
import type { AppContext } from '#server/context';
import { bearerToken } from '#server/http/currentUser';
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

  app.post(
    '/api/auth/signup',
    {
      config: { readCache: 'ownAccount' },
      schema: { body: signupBodySchema, response: { 201: authResponseSchema, ...errors } },
      preHandler: rateLimits(app, [RATE_LIMITS.signupPerIp, { ...RATE_LIMITS.signupPerAccount, key: accountKey }]),
    },
    async (request, reply) => {
      const session = await signup(db, mail, ctx.providers.moderation, request.body);
      if (!session.verificationSent) request.log.warn('the verification email could not be sent');
      return reply.status(201).send({ token: session.token, user: await currentUserView(db, session.user) });
    },
  );

  // Wrong passwords lock per (account, client) pair and per client (see loginLockout.service.ts).
  app.post(
    '/api/auth/login',
    {
      config: { readCache: 'ownAccount' },
      schema: { body: loginBodySchema, response: { 200: authResponseSchema, ...errors } },
      preHandler: rateLimits(app, [RATE_LIMITS.loginPerIp]),
    },
    async (request) => {
      const session = await login(db, request.body, request.ip);
      return { token: session.token, user: await currentUserView(db, session.user) };
    },
  );

  app.get(
    '/api/auth/me',
    {
      config: { auth: 'user', readCache: 'account' },
      schema: { response: { 200: meResponseSchema, ...errorResponses(401) } },
    },
    async (request) => {
      const user = userOf(request);
      return { user: await currentUserView(db, user) };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      config: { auth: 'user', readCache: 'ownAccount' },
      schema: { response: { 200: logoutResponseSchema, ...errorResponses(401) } },
    },
    async (request) => {
      await logout(db, bearerToken(request) as string);
      return { success: true as const };
    },
  );

  app.post(
    '/api/auth/logout-all',
    {
      config: { auth: 'user', readCache: 'ownAccount' },
      schema: { response: { 200: logoutResponseSchema, ...errorResponses(401) } },
    },
    async (request) => {
      const user = userOf(request);
      await logoutEverywhere(db, user.id);
      return { success: true as const };
    },
  );

  await registerAccountSecurityRoutes(app, ctx, mail);
  await registerGoogleRoutes(app, ctx);
}
