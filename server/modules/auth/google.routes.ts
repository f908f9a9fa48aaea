import type { FastifyInstance, FastifyReply } from 'fastify';
import { RATE_LIMITS } from '#common/catalogue';
import { signupBodySchema } from '#common/contract';
import type { AppContext } from '#server/context';
import { rateLimits } from '#server/http/rateLimit';
import {
  beginGoogleSignIn,
  completeGoogleSignIn,
  GOOGLE_FAILED,
  GOOGLE_NOT_CONFIGURED,
  GoogleSignInError,
} from './google.service';

const CALLBACK_PATH = '/api/auth/google/callback';

/**
 * The browser's round trip through Google. Both legs answer with redirects, never JSON: the
 * landing page reads `token` and `googleAuth`, or `error`, from its query.
 */
export async function registerGoogleRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx;
  const google = ctx.providers.google;
  const toLanding = (reply: FastifyReply, query: string) =>
    reply.header('Cache-Control', 'no-store').redirect(`${config.publicUrl}/?${query}`, 302);
  const failed = (reply: FastifyReply, message: string) => toLanding(reply, `error=${encodeURIComponent(message)}`);

  // Each start stores a pending sign-in: limit them like logins.
  const preHandler = rateLimits(app, [RATE_LIMITS.loginPerIp]);
  app.get<{ Querystring: { state?: unknown } }>('/api/auth/google', { preHandler }, async (request, reply) => {
    if (!google) return failed(reply, GOOGLE_NOT_CONFIGURED);
    const phone = signupBodySchema.shape.phone.safeParse(request.query.state);
    if (!phone.success) return failed(reply, phone.error.issues[0]?.message ?? GOOGLE_FAILED);
    try {
      const authorizationUrl = await beginGoogleSignIn(db, google, phone.data);
      return reply.header('Cache-Control', 'no-store').redirect(authorizationUrl, 302);
    } catch (error) {
      request.log.warn({ reason: (error as Error).message }, 'google sign-in could not start');
      return failed(reply, 'Google sign-in is unavailable right now. Please try again later.');
    }
  });

  app.get(CALLBACK_PATH, async (request, reply) => {
    if (!google) return failed(reply, GOOGLE_NOT_CONFIGURED);
    const queryStart = request.url.indexOf('?');
    const callbackUrl = new URL(
      `${config.publicUrl}${CALLBACK_PATH}${queryStart >= 0 ? request.url.slice(queryStart) : ''}`,
    );
    try {
      const session = await completeGoogleSignIn(db, google, callbackUrl);
      return toLanding(reply, `token=${encodeURIComponent(session.token)}&googleAuth=success`);
    } catch (error) {
      if (error instanceof GoogleSignInError) return failed(reply, error.message);
      // The reason only: provider errors can carry claims or response bodies.
      request.log.warn({ reason: (error as Error).message }, 'google sign-in failed');
      return failed(reply, GOOGLE_FAILED);
    }
  });
}
