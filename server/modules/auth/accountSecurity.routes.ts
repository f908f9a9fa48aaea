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
import { authEndpoints } from '#common/endpoints/auth';
import { errorResponses } from '#common/errors';
import type { AppContext } from '#server/context';
import { bearerToken } from '#server/http/currentUser';
import { bodyOf, routeOf } from '#server/http/endpoints';
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

  const verify = routeOf(authEndpoints.verifyEmail, messageResponseSchema);
  app.route({
    method: verify.method,
    url: verify.url,
    config: { auth: 'none', readCache: 'ownAccount' },
    schema: {
      body: bodyOf(authEndpoints.verifyEmail, verifyEmailBodySchema),
      response: { 200: verify.answer, ...errors },
    },
    handler: async (request) => ({ message: await verifyEmail(db, request.body.token) }),
  });

  const resend = routeOf(authEndpoints.resendVerification, messageResponseSchema);
  app.route({
    method: resend.method,
    url: resend.url,
    config: { auth: 'user', readCache: 'ownAccount' },
    schema: { response: { 200: resend.answer, ...errors } },
    preHandler: rateLimits(app, [perUser(RATE_LIMITS.verificationEmailPerUser)]),
    handler: async (request) => {
      const user = userOf(request);
      return { message: await resendVerification(db, mail, user) };
    },
  });

  const forgot = routeOf(authEndpoints.forgotPassword, messageResponseSchema);
  app.route({
    method: forgot.method,
    url: forgot.url,
    config: { auth: 'none', readCache: 'ownAccount' },
    schema: {
      body: bodyOf(authEndpoints.forgotPassword, forgotPasswordBodySchema),
      response: { 200: forgot.answer, ...errors },
    },
    preHandler: rateLimits(app, [
      RATE_LIMITS.passwordResetPerIp,
      { ...RATE_LIMITS.passwordResetPerAccount, key: accountKey },
    ]),
    handler: async (request) => {
      // Not awaited: the answer must not take longer for an email that has an account.
      deliverPasswordReset(db, mail, request.body.email).catch((error: Error) =>
        request.log.warn({ reason: error.message }, 'the password reset email could not be sent'),
      );
      return { message: RESET_REQUESTED };
    },
  });

  const reset = routeOf(authEndpoints.resetPassword, authResponseSchema);
  app.route({
    method: reset.method,
    url: reset.url,
    config: { auth: 'none', readCache: 'ownAccount' },
    schema: {
      body: bodyOf(authEndpoints.resetPassword, resetPasswordBodySchema),
      response: { 200: reset.answer, ...errors },
    },
    preHandler: rateLimits(app, [RATE_LIMITS.passwordResetPerIp]),
    handler: async (request) => {
      const session = await resetPassword(db, request.body);
      return { token: session.token, user: await currentUserView(db, session.user) };
    },
  });

  const change = routeOf(authEndpoints.changePassword, messageResponseSchema);
  app.route({
    method: change.method,
    url: change.url,
    config: { auth: 'user', readCache: 'ownAccount' },
    schema: {
      body: bodyOf(authEndpoints.changePassword, changePasswordBodySchema),
      response: { 200: change.answer, ...errors },
    },
    preHandler: rateLimits(app, [perUser(RATE_LIMITS.passwordChangePerUser)]),
    handler: async (request) => {
      const user = userOf(request);
      return { message: await changePassword(db, user, bearerToken(request) as string, request.body) };
    },
  });
}
