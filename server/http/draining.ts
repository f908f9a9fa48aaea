import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Starts a graceful stop: readiness turns 503 at once, so the balancer takes this instance out;
     * background work takes nothing new; requests are still served for `DRAIN_MS`, then it resolves.
     */
    drain(): Promise<void>;
  }
}

const readyResponse = z.object({ ok: z.literal(true) });
const drainingResponse = z.object({ message: z.string(), code: z.literal('DRAINING') });

/**
 * `GET /api/health/ready`: the balancer's health check. `/api/health` says the process and its
 * database are up; readiness also says whether the instance still wants traffic.
 */
export function registerDraining(app: FastifyInstance, drainMs: number, stopTakingWork: () => void): void {
  let draining = false;
  app.decorate('drain', async () => {
    draining = true;
    stopTakingWork();
    await delay(drainMs);
  });
  // Keep-alive connections move to another instance with their next request.
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  app.get(
    '/api/health/ready',
    { schema: { response: { 200: readyResponse, 503: drainingResponse } } },
    async (_request, reply) =>
      draining
        ? reply.status(503).send({ message: 'This instance is shutting down.', code: 'DRAINING' as const })
        : { ok: true as const },
  );
}
