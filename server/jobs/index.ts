import type { FastifyInstance } from 'fastify';
import type { AppContext } from '#server/context';
import type { ChapterQueue } from '#server/modules/chapters/chapterQueue';
import type { WriterMetrics } from '#server/modules/metrics/metrics.service';
import { ChapterJobRunner, DEFAULT_RUNNER_OPTIONS, type RunnerOptions } from './chapterJobs';
import { idempotencySweep } from './idempotencySweep';
import { narrationSweep } from './narrationSweep';
import { subscriptionSweep } from './subscriptionSweep';

export interface BackgroundJobOptions {
  chapterRunner?: Partial<RunnerOptions>;
  metrics?: WriterMetrics;
}

/**
 * Every piece of background work, started once the server is ready and stopped as it closes:
 * the chapter runner and the narration refund, subscription and idempotency-key sweeps.
 * `stopTakingWork` is for a draining instance: the work it holds goes on, it claims nothing new.
 */
export function registerBackgroundJobs(
  app: FastifyInstance,
  ctx: AppContext,
  options: BackgroundJobOptions = {},
): { chapters: ChapterQueue; stopTakingWork: () => void } {
  const { database, db, providers } = ctx;
  const chapters = new ChapterJobRunner(
    { database, db, writer: providers.writer, moderation: providers.moderation },
    app.log,
    { ...DEFAULT_RUNNER_OPTIONS, ...options.chapterRunner },
    options.metrics,
  );
  const jobs = [
    chapters,
    narrationSweep(db, app.log),
    subscriptionSweep(db, providers.payments, app.log),
    idempotencySweep(db, app.log),
  ];
  app.addHook('onReady', async () => {
    for (const job of jobs) await job.start();
  });
  app.addHook('preClose', async () => {
    await Promise.all(jobs.map((job) => job.stop()));
  });
  return { chapters, stopTakingWork: () => chapters.pause() };
}
