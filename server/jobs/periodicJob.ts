import type { FastifyBaseLogger } from 'fastify';

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

/** A sweep that runs once at start, then every `everyMs`; a failed run is logged and the next one still comes. */
export function periodicJob(log: FastifyBaseLogger, options: PeriodicJobOptions): BackgroundJob {
  let timer: NodeJS.Timeout | undefined;
  const guarded = (run: () => Promise<void>) => async () => {
    try {
      await run();
    } catch (error) {
      log.error({ err: error, job: options.name }, 'background job failed');
    }
  };
  return {
    async start() {
      await guarded(options.atStart)();
      timer = setInterval(guarded(options.periodically), options.everyMs).unref();
    },
    async stop() {
      clearInterval(timer);
    },
  };
}
