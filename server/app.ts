import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './context';
import { registerBackgroundJobs } from './jobs';
import { registerCompression } from './http/compression';
import { registerDraining } from './http/draining';
import { registerErrorHandling, rewriteMalformedUrl } from './http/errors';
import { registerIdempotency } from './http/idempotency';
import { registerRouteAuth } from './http/routeAuth';
import { ageGatePolicyOf, gateAppliesTo, registerAgeGate } from './http/ageGate';
import { registerReadCache } from '#server/http/readCacheHooks';
import { registerSessionCache } from '#server/http/sessionCacheHooks';
import { registerNullCharacterGuard } from './http/nullCharacters';
import { registerOpenApi } from './http/openapi';
import { registerWriteLimits } from './http/writeLimits';
import { registerRateLimits } from './http/rateLimit';
import { registerRequestLogging, requestIdFor } from './http/requestLogging';
import { serializeError } from './http/errorSerializer';
import { registerRequestMetrics } from './http/requestMetrics';
import { createMetrics } from './modules/metrics/metrics.service';
import { registerMetricsRoutes } from './modules/metrics/metrics.routes';
import { registerSecurityHeaders } from './http/security';
import { registerWebApp } from './http/webApp';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { registerBillingRoutes } from './modules/billing/billing.routes';
import { registerLibraryRoutes } from './modules/library/library.routes';
import { registerStoryRoutes } from './modules/stories/stories.routes';
import { registerUserRoutes } from './modules/users/users.routes';
import { registerVoiceRoutes } from './modules/narration/voices.routes';
import { registerPlatformRoutes } from './modules/platform/platform.routes';
import { registerNarrationRoutes } from './modules/narration/narration.routes';
import { registerAdminRoutes } from './modules/admin/admin.routes';
import { registerAgeAssuranceRoutes } from './modules/ageAssurance/ageAssurance.routes';
import { registerReportRoutes } from './modules/reports/reports.routes';
import { registerCoverRoutes } from './modules/covers/covers.routes';
import { registerAuthorRoutes } from './modules/authors/authors.routes';
import { registerReadingRoutes } from './modules/reading/reading.routes';
import { registerNotificationRoutes } from './modules/notifications/notifications.routes';
import { registerExportRoutes } from './modules/export/export.routes';
import { storyPageExtras } from './modules/stories/storyPage.service';

export const BODY_LIMIT_BYTES = 1_048_576;
/**
 * Node's header limit already bounds a URL; a long parameter then reaches its route (a 404 with the
 * usual headers) instead of the router's bare refusal.
 */
const MAX_PARAM_LENGTH = 16_384;
const defaultWebRoot = fileURLToPath(new URL('../dist/web', import.meta.url));

export interface BuildAppOptions {
  /** pino options, or false for silence (tests). */
  logger?: boolean | Record<string, unknown>;
  webRoot?: string;
}

/** Paths whose query string may carry secrets (the OIDC code) stay out of the logs. */
function redactUrl(url: string): string {
  const [pathname, query] = url.split('?');
  if (!query) return url;
  const params = new URLSearchParams(query);
  for (const key of ['token', 'code', 'state', 'session_id', 'CHECKOUT_SESSION_ID']) {
    if (params.has(key)) params.set(key, '[redacted]');
  }
  return `${pathname}?${params.toString()}`;
}

/** Readable lines for a person at a terminal; JSON for everything that collects logs. */
function prettyInTerminal(config: AppContext['config']) {
  if (config.NODE_ENV === 'production' || !process.stdout.isTTY) return {};
  return { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } } };
}

export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const logger =
    options.logger === false
      ? false
      : {
          level: ctx.config.LOG_LEVEL,
          ...(options.logger === undefined ? prettyInTerminal(ctx.config) : {}),
          redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["stripe-signature"]'],
          serializers: {
            err: serializeError,
            req: (req: { method: string; url: string; ip?: string }) => ({
              method: req.method,
              url: redactUrl(req.url),
              ip: req.ip,
            }),
          },
          ...(typeof options.logger === 'object' ? options.logger : {}),
        };

  const app = Fastify({
    logger,
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
    genReqId: requestIdFor,
    bodyLimit: BODY_LIMIT_BYTES,
    // Behind a balancer, the client's address comes from X-Forwarded-For as set by the trusted proxies only.
    trustProxy: ctx.config.TRUST_PROXY ?? false,
    rewriteUrl: rewriteMalformedUrl,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerRequestLogging(app);
  const metrics = createMetrics(ctx.database);
  registerRequestMetrics(app, metrics);
  registerErrorHandling(app);
  registerNullCharacterGuard(app);
  registerSecurityHeaders(app);
  await registerRateLimits(app, ctx.config);
  registerWriteLimits(app, ctx.db);
  await registerCompression(app);
  await app.register(cookie);
  const ageGate = ageGatePolicyOf(ctx.config);
  registerAgeGate(app, ctx.db, ageGate);
  registerRouteAuth(app, ctx.db);
  registerIdempotency(app, ctx.db);
  registerReadCache(app, ctx.database, metrics.caches, undefined, ageGate);
  registerSessionCache(app, ctx.database, metrics.caches);

  if (ctx.config.apiDocs) await registerOpenApi(app);
  const jobs = registerBackgroundJobs(app, ctx, { metrics: metrics.writer, narrationMetrics: metrics.narration });
  registerDraining(app, ctx.config.DRAIN_MS, jobs.stopTakingWork);
  await registerAuthRoutes(app, ctx);
  await registerPlatformRoutes(app, ctx);
  await registerBillingRoutes(app, ctx);
  await registerLibraryRoutes(app, ctx);
  await registerStoryRoutes(app, ctx, jobs.chapters);
  await registerCoverRoutes(app, ctx);
  await registerAuthorRoutes(app, ctx);
  await registerReadingRoutes(app, ctx);
  await registerNotificationRoutes(app, ctx);
  await registerExportRoutes(app, ctx);
  await registerUserRoutes(app, ctx);
  await registerVoiceRoutes(app, ctx);
  await registerNarrationRoutes(app, ctx, jobs.narration);
  await registerAdminRoutes(app, ctx);
  await registerReportRoutes(app, ctx);
  await registerAgeAssuranceRoutes(app, ctx);
  await registerMetricsRoutes(app, ctx, metrics);

  await registerWebApp(app, options.webRoot ?? path.resolve(defaultWebRoot), (pagePath, request) =>
    storyPageExtras(ctx.db, ctx.config.publicUrl, pagePath, { ageGated: gateAppliesTo(ageGate, request) }),
  );
  return app;
}
