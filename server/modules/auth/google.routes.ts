import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RATE_LIMITS } from '#server/security';
import {
  googleExchangeBodySchema,
  googleExchangeResponseSchema,
  signupBodySchema,
  type GoogleErrorCode,
} from '#common/contract';
import { authEndpoints } from '#common/endpoints/auth';
import { errorResponses } from '#common/errors';
import type { AppContext } from '#server/context';
import { bodyOf, routeOf } from '#server/http/endpoints';
import { rateLimits } from '#server/http/rateLimit';
import { currentUserView } from '../users/users.service';
import {
  beginGoogleSignIn,
  completeGoogleSignIn,
  exchangeGoogleCode,
  GOOGLE_STATE_TTL_MS,
  GoogleSignInError,
  newBrowserSecret,
} from './google.service';

const CALLBACK_PATH = '/api/auth/google/callback';
/** HttpOnly, SameSite=Lax, sent only to the Google routes: the browser that began a sign-in. */
const BROWSER_COOKIE = 'reverie_google';
const COOKIE_PATH = authEndpoints.googleSignIn.path;

/**
 * The browser's round trip through Google. Both legs answer with redirects: the landing page
 * reads a one-time code (`token`) and `googleAuth`, or an `error` code, from its query, and
 * exchanges the code with `POST /api/auth/google/exchange` from the same browser.
 */
export async function registerGoogleRoutes(root: FastifyInstance, ctx: AppContext) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db, config } = ctx;
  const google = ctx.providers.google;
  const secure = config.publicUrl.startsWith('https:');
  const toLanding = (reply: FastifyReply, query: string) =>
    reply.header('Cache-Control', 'no-store').redirect(`${config.publicUrl}/?${query}`, 302);
  const failed = (reply: FastifyReply, code: GoogleErrorCode) => toLanding(reply, `error=${code}`);
  const browserSecret = (request: FastifyRequest) => request.cookies[BROWSER_COOKIE];

  // Each start stores a pending sign-in: limit them like logins.
  const preHandler = rateLimits(app, [RATE_LIMITS.loginPerIp]);
  app.route<{ Querystring: { state?: unknown } }>({
    method: authEndpoints.googleSignIn.method,
    url: authEndpoints.googleSignIn.path,
    config: { auth: 'none', readCache: 'ownAccount' },
    preHandler,
    handler: async (request, reply) => {
      if (!google) return failed(reply, 'not_configured');
      const phone = signupBodySchema.shape.phone.safeParse(request.query.state);
      if (!phone.success) return failed(reply, 'invalid_phone');
      const secret = newBrowserSecret();
      try {
        const authorizationUrl = await beginGoogleSignIn(db, google, phone.data, secret);
        reply.setCookie(BROWSER_COOKIE, secret, {
          path: COOKIE_PATH,
          httpOnly: true,
          sameSite: 'lax',
          secure,
          maxAge: GOOGLE_STATE_TTL_MS / 1000,
        });
        return reply.header('Cache-Control', 'no-store').redirect(authorizationUrl, 302);
      } catch (error) {
        request.log.warn({ reason: (error as Error).message }, 'google sign-in could not start');
        return failed(reply, 'unavailable');
      }
    },
  });

  app.get(CALLBACK_PATH, { config: { auth: 'none', readCache: 'ownAccount' } }, async (request, reply) => {
    if (!google) return failed(reply, 'not_configured');
    const queryStart = request.url.indexOf('?');
    const callbackUrl = new URL(
      `${config.publicUrl}${CALLBACK_PATH}${queryStart >= 0 ? request.url.slice(queryStart) : ''}`,
    );
    try {
      const code = await completeGoogleSignIn(
        db,
        google,
        ctx.providers.moderation,
        callbackUrl,
        browserSecret(request),
      );
      return toLanding(reply, `token=${encodeURIComponent(code)}&googleAuth=success`);
    } catch (error) {
      if (error instanceof GoogleSignInError) return failed(reply, error.code);
      // The reason only: provider errors can carry claims or response bodies.
      request.log.warn({ reason: (error as Error).message }, 'google sign-in failed');
      return failed(reply, 'failed');
    }
  });

  const exchange = routeOf(authEndpoints.googleExchange, googleExchangeResponseSchema);
  app.route({
    method: exchange.method,
    url: exchange.url,
    config: { auth: 'none', readCache: 'ownAccount' },
    schema: {
      body: bodyOf(authEndpoints.googleExchange, googleExchangeBodySchema),
      response: { 200: exchange.answer, ...errorResponses(400, 429) },
    },
    preHandler: rateLimits(app, [RATE_LIMITS.googleExchangePerIp]),
    handler: async (request, reply) => {
      const session = await exchangeGoogleCode(db, request.body.code, browserSecret(request));
      reply.clearCookie(BROWSER_COOKIE, { path: COOKIE_PATH });
      return {
        token: session.token,
        user: await currentUserView(db, session.user),
        claimedAccount: session.claimedAccount,
      };
    },
  });
}
