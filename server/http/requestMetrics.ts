import type { FastifyInstance } from 'fastify';
import type { AppMetrics } from '#server/modules/metrics/metrics.service';

const ERROR_CODE = /"code":"([A-Z_]{1,40})"/;

/** Counts every answer under its route pattern (never the raw URL, which would grow without bound). */
export function registerRequestMetrics(app: FastifyInstance, metrics: AppMetrics) {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.statusCode >= 400 && typeof payload === 'string') {
      const code = ERROR_CODE.exec(payload)?.[1];
      if (code) reply.errorCode = code;
    }
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route !== '/metrics') {
      metrics.request(
        { method: request.method, route, status: reply.statusCode, code: reply.errorCode },
        reply.elapsedTime / 1000,
      );
    }
    done();
  });
}

declare module 'fastify' {
  interface FastifyReply {
    errorCode?: string;
  }
}
