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
import { errorBodySchema } from '#common/errors';
import type { AppContext } from '#server/context';
import { bearerToken, requireUser } from '#server/http/currentUser';
import { rateLimits } from '#server/http/rateLimit';
import { currentUserView } from '../users/users.service';
import { registerAccountSecurityRoutes } from './accountSecurity.routes';
import { login, logout, logoutEverywhere, signup } from './auth.service';
import type { MailContext } from './emailLinks';
import { registerGoogleRoutes } from './google.routes';
import { accountKey } from '#server/http/rateLimitKeys';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema };

export async function registerAuthRoutes(root: FastifyInstance, ctx: AppContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const mail: MailContext = { mail: ctx.providers.mail, publicUrl: ctx.config.publicUrl };

  app.post(
    '/api/auth/signup',
    {
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
    { schema: { response: { 200: meResponseSchema, 401: errorBodySchema } } },
    async (request) => {
      const user = await requireUser(db, request);
      return { user: await currentUserView(db, user) };
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { response: { 200: logoutResponseSchema, 401: errorBodySchema } } },
    async (request) => {
      await requireUser(db, request);
      await logout(db, bearerToken(request) as string);
      return { success: true as const };
    },
  );

  app.post(
    '/api/auth/logout-all',
    { schema: { response: { 200: logoutResponseSchema, 401: errorBodySchema } } },
    async (request) => {
      const user = await requireUser(db, request);
      await logoutEverywhere(db, user.id);
      return { success: true as const };
    },
  );

  await registerAccountSecurityRoutes(app, ctx, mail);
  await registerGoogleRoutes(app, ctx);
}
