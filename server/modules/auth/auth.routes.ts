import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RATE_LIMITS } from '#common/catalogue';
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
import { login, logout, signup } from './auth.service';
import { registerGoogleRoutes } from './google.routes';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema };

/** Per-account limits count by the validated (lower-cased) email the body names. */
function accountKey(request: FastifyRequest): string {
  return `account:${(request.body as { email: string }).email}`;
}

export async function registerAuthRoutes(root: FastifyInstance, ctx: AppContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  app.post(
    '/api/auth/signup',
    {
      schema: { body: signupBodySchema, response: { 201: authResponseSchema, ...errors } },
      preHandler: rateLimits(app, [RATE_LIMITS.signupPerIp, { ...RATE_LIMITS.signupPerAccount, key: accountKey }]),
    },
    async (request, reply) => {
      const session = await signup(db, ctx.providers.moderation, request.body);
      return reply.status(201).send({ token: session.token, user: await currentUserView(db, session.user) });
    },
  );

  app.post(
    '/api/auth/login',
    {
      schema: { body: loginBodySchema, response: { 200: authResponseSchema, ...errors } },
      preHandler: rateLimits(app, [RATE_LIMITS.loginPerIp, { ...RATE_LIMITS.loginPerAccount, key: accountKey }]),
    },
    async (request) => {
      const session = await login(db, request.body);
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

  await registerGoogleRoutes(app, ctx);
}
