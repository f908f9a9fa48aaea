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

/** While closing, how often connections left idle are closed. */
const IDLE_SWEEP_MS = 100;

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
  // A long answer begun before the drain (a narration still being made) leaves its connection idle
  // once it ends, kept alive for the client; closing waits for every connection, so idle ones are
  // closed as they appear until the server has stopped.
  let sweepIdle: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    sweepIdle = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  });
  app.addHook('onClose', async () => clearInterval(sweepIdle));
  app.get(
    '/api/health/ready',
    { config: { auth: 'none' }, schema: { response: { 200: readyResponse, 503: drainingResponse } } },
    async (_request, reply) =>
      draining
        ? reply.status(503).send({ message: 'This instance is shutting down.', code: 'DRAINING' as const })
        : { ok: true as const },
  );
}
