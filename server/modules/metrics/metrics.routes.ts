import type { FastifyInstance } from 'fastify';
import { ApiError, notFound } from '#common/errors';
import type { AppContext } from '#server/context';
import { scrapeAllowed, type AppMetrics } from './metrics.service';

/** Prometheus scrapes `GET /metrics` with the bearer token; without METRICS_TOKEN it is a 404 (never the web app's page). */
export async function registerMetricsRoutes(app: FastifyInstance, ctx: AppContext, metrics: AppMetrics) {
  const token = ctx.config.METRICS_TOKEN;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!token) throw notFound();
    if (!scrapeAllowed(token, request.headers.authorization)) {
      throw new ApiError('UNAUTHENTICATED', 'A valid metrics token is required');
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
