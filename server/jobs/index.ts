import type { FastifyInstance } from 'fastify';
import type { AppContext } from '#server/context';
import type { ChapterQueue } from '#server/modules/chapters/chapterQueue';
import type { NarrationMetrics, WriterMetrics } from '#server/modules/metrics/metrics.service';
import { NarrationJobs } from '#server/modules/narration/narrationRegistry';
import { ChapterJobRunner, DEFAULT_RUNNER_OPTIONS, type RunnerOptions } from './chapterJobRunner';
import { idempotencySweep } from './idempotencySweep';
import { narrationSweep } from './narrationSweep';
import { subscriptionSweep } from './subscriptionSweep';

export interface BackgroundJobOptions {
  chapterRunner?: Partial<RunnerOptions>;
  metrics?: WriterMetrics;
  narrationMetrics?: NarrationMetrics;
}

/**
 * Every piece of background work, started once the server is ready and stopped as it closes:
 * the chapter runner, the narrations in progress, and the narration refund, subscription and
 * idempotency-key sweeps.
 * `stopTakingWork` is for a draining instance: the work it holds goes on, it claims nothing new.
 */
export function registerBackgroundJobs(
  app: FastifyInstance,
  ctx: AppContext,
  options: BackgroundJobOptions = {},
): { chapters: ChapterQueue; narration: NarrationJobs; stopTakingWork: () => void } {
  const { database, db, providers } = ctx;
  const chapters = new ChapterJobRunner(
    { database, db, writer: providers.writer, moderation: providers.moderation },
    app.log,
    { ...DEFAULT_RUNNER_OPTIONS, ...options.chapterRunner },
    options.metrics,
  );
  const narration = new NarrationJobs({
    db,
    voice: providers.voice,
    storage: providers.storage,
    log: app.log,
    metrics: options.narrationMetrics,
    relayed: database.kind === 'postgres',
  });
  app.addHook('onClose', () => narration.stopAll());
  const jobs = [
    chapters,
    narrationSweep(database, app.log),
    subscriptionSweep(database, providers.payments, app.log),
    idempotencySweep(database, app.log),
  ];
  app.addHook('onReady', async () => {
    for (const job of jobs) await job.start();
  });
  app.addHook('preClose', async () => {
    await Promise.all(jobs.map((job) => job.stop()));
  });
  return { chapters, narration, stopTakingWork: () => chapters.pause() };
}
