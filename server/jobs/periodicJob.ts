import type { FastifyBaseLogger } from 'fastify';
import { withAdvisoryLock } from '#server/db/advisoryLock';
import type { DatabaseHandle } from '#server/db/client';

export interface BackgroundJob {
  start(): Promise<void>;
  stop(): Promise<void>;
}

interface PeriodicJobOptions {
  name: string;
  everyMs: number;
  /** The first run, awaited by start(); the periodic runs follow it. */
  atStart: () => Promise<void>;
  periodically: () => Promise<void>;
}

/**
 * A sweep that runs once at start, then every `everyMs`. A run never overlaps another: a tick that
 * finds this instance's previous run still going is skipped, and so is a run while another instance
 * sharing the database runs the same sweep (withAdvisoryLock). A failed run is logged and the next
 * one still comes.
 */
export function periodicJob(
  deps: { database: DatabaseHandle; log: FastifyBaseLogger },
  options: PeriodicJobOptions,
): BackgroundJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const runOnce = (run: () => Promise<void>) => {
    running ??= withAdvisoryLock(deps.database, options.name, run)
      .then((ran) => {
        if (!ran) deps.log.debug({ job: options.name }, 'background job skipped: another instance runs it');
      })
      .catch((error: unknown) => deps.log.error({ err: error, job: options.name }, 'background job failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  return {
    async start() {
      await runOnce(options.atStart);
      timer = setInterval(() => void runOnce(options.periodically), options.everyMs).unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
