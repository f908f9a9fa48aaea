import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

const REQUEST_ID_HEADER = 'x-request-id';
/** An incoming id is kept only when it cannot smuggle anything into a log line or a header. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A proxy's id when it is harmless, so one request can be followed across hops; otherwise a fresh one. */
export function requestIdFor(req: { headers: Record<string, string | string[] | undefined> }): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * One line per request: writes and errors at info, plain reads at debug. Every answer names its
 * request id so a user's report can be matched to the log lines carrying it.
 */
export function registerRequestLogging(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const line = {
      req: request,
      statusCode: reply.statusCode,
      route: request.routeOptions.url,
      responseTime: Math.round(reply.elapsedTime),
    };
    const quiet = READ_METHODS.has(request.method) && reply.statusCode < 400;
    if (quiet) request.log.debug(line, 'request completed');
    else request.log.info(line, 'request completed');
    done();
  });
}
