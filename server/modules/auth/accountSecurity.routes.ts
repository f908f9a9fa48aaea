import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RATE_LIMITS } from '#server/security';
import {
  authResponseSchema,
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  messageResponseSchema,
  resetPasswordBodySchema,
  verifyEmailBodySchema,
} from '#common/contract';
import { errorResponses } from '#common/errors';
import type { AppContext } from '#server/context';
import { bearerToken } from '#server/http/currentUser';
import { userOf } from '#server/http/routeAuth';
import { rateLimits } from '#server/http/rateLimit';
import { currentUserView } from '../users/users.service';
import {
  changePassword,
  deliverPasswordReset,
  RESET_REQUESTED,
  resendVerification,
  resetPassword,
  verifyEmail,
} from './accountSecurity.service';
import type { MailContext } from './emailLinks';
import { accountKey } from '#server/http/rateLimitKeys';

const errors = errorResponses(400, 401, 429);

/** Email verification, forgotten and changed passwords. */
export async function registerAccountSecurityRoutes(root: FastifyInstance, ctx: AppContext, mail: MailContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  // Per account: the route refused guests before its limits run.
  const perUser = (rule: { max: number; windowMs: number }) => ({
    ...rule,
    key: async (request: FastifyRequest) => `user:${userOf(request).id}`,
  });

  app.post(
    '/api/auth/verify-email',
    {
      config: { readCache: 'ownAccount' },
      schema: { body: verifyEmailBodySchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => ({ message: await verifyEmail(db, request.body.token) }),
  );

  app.post(
    '/api/auth/verify-email/resend',
    {
      config: { auth: 'user', readCache: 'ownAccount' },
      schema: { response: { 200: messageResponseSchema, ...errors } },
      preHandler: rateLimits(app, [perUser(RATE_LIMITS.verificationEmailPerUser)]),
    },
    async (request) => {
      const user = userOf(request);
      return { message: await resendVerification(db, mail, user) };
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      config: { readCache: 'ownAccount' },
      schema: { body: forgotPasswordBodySchema, response: { 200: messageResponseSchema, ...errors } },
      preHandler: rateLimits(app, [
        RATE_LIMITS.passwordResetPerIp,
        { ...RATE_LIMITS.passwordResetPerAccount, key: accountKey },
      ]),
    },
    async (request) => {
      // Not awaited: the answer must not take longer for an email that has an account.
      deliverPasswordReset(db, mail, request.body.email).catch((error: Error) =>
        request.log.warn({ reason: error.message }, 'the password reset email could not be sent'),
      );
      return { message: RESET_REQUESTED };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { readCache: 'ownAccount' },
      schema: { body: resetPasswordBodySchema, response: { 200: authResponseSchema, ...errors } },
      preHandler: rateLimits(app, [RATE_LIMITS.passwordResetPerIp]),
    },
    async (request) => {
      const session = await resetPassword(db, request.body);
      return { token: session.token, user: await currentUserView(db, session.user) };
    },
  );

  app.post(
    '/api/auth/change-password',
    {
      config: { auth: 'user', readCache: 'ownAccount' },
      schema: { body: changePasswordBodySchema, response: { 200: messageResponseSchema, ...errors } },
      preHandler: rateLimits(app, [perUser(RATE_LIMITS.passwordChangePerUser)]),
    },
    async (request) => {
      const user = userOf(request);
      return { message: await changePassword(db, user, bearerToken(request) as string, request.body) };
    },
  );
}
