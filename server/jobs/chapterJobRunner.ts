import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle, Unlisten } from '#server/db/client';
import type { ChapterQueue } from '#server/modules/chapters/chapterQueue';
import { JOBS_CHANNEL } from '#server/modules/chapters/chapterEvents';
import { claimNextChapter } from '#server/modules/chapters/chapterLeases.repo';
import { anotherInstanceAlive, forgetInstance, recordHeartbeat } from '#server/modules/platform/instances.repo';
import type { WriterMetrics } from '#server/modules/metrics/metrics.service';
import { recoverAbandonedChapters } from './recovery';
import { HAND_OFF, runChapterJob, type ChapterWriting, type JobTiming } from './writeChapterJob';

export interface RunnerOptions extends JobTiming {
  concurrency: number;
  /** Safety net for missed notifications. */
  pollMs: number;
  recoveryMs: number;
}

export const DEFAULT_RUNNER_OPTIONS: RunnerOptions = {
  concurrency: 4,
  pollMs: 3000,
  recoveryMs: 5000,
  leaseMs: 15_000,
  flushMs: 100,
};

/** An instance not seen for this many polls is taken for gone: it cannot take a chapter on. */
const POLLS_BEFORE_GONE = 3;

/**
 * Claims chapters to write from the database, so any instance sharing it can pick up any job:
 * kicked by its own requests, by NOTIFY on JOBS_CHANNEL from other instances, and by a poll.
 * Each poll is also a heartbeat, so a stopping instance knows whether another can take its chapters on.
 */
export class ChapterJobRunner implements ChapterQueue {
  readonly owner = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly running = new Map<Promise<void>, AbortController>();
  private claiming: Promise<void> | undefined;
  private claimAgain = false;
  private stopped = true;
  private paused = false;
  private timers: NodeJS.Timeout[] = [];
  private unlisten: Unlisten | undefined;

  constructor(
    private readonly deps: ChapterWriting & { database: DatabaseHandle },
    private readonly log: FastifyBaseLogger,
    private readonly options: RunnerOptions = DEFAULT_RUNNER_OPTIONS,
    private readonly metrics?: WriterMetrics,
  ) {}

  /** Recovers what a crashed instance left behind, then starts taking jobs. */
  async start(): Promise<void> {
    this.stopped = false;
    await this.heartbeat();
    await this.recover();
    this.unlisten = await this.deps.database.listen(JOBS_CHANNEL, () => this.kick());
    this.timers.push(
      setInterval(() => {
        void this.heartbeat();
        this.kick();
      }, this.options.pollMs),
      setInterval(() => void this.recover(), this.options.recoveryMs),
    );
    for (const timer of this.timers) timer.unref();
    this.kick();
  }

  kick(): void {
    if (this.stopped || this.paused) return;
    if (this.claiming) {
      this.claimAgain = true;
      return;
    }
    this.claiming = this.claimWhileFree()
      .catch((error: unknown) => this.log.error({ err: error }, 'claiming chapter jobs failed'))
      .finally(() => {
        this.claiming = undefined;
      });
  }

  /** Takes no new chapters (the instance is draining); those it is writing go on. */
  pause(): void {
    this.paused = true;
  }

  /**
   * Stops the running jobs and waits for them to settle: while another instance is alive they hand
   * their chapters on to it, to be resumed; otherwise they fail and refund.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    await this.unlisten?.();
    await this.claiming;
    const handOff =
      this.running.size > 0 &&
      (await anotherInstanceAlive(this.deps.db, this.owner, this.options.pollMs * POLLS_BEFORE_GONE).catch(
        () => false,
      ));
    for (const controller of this.running.values()) controller.abort(handOff ? HAND_OFF : undefined);
    await Promise.allSettled(this.running.keys());
    await forgetInstance(this.deps.db, this.owner).catch(() => undefined);
  }

  private async claimWhileFree(): Promise<void> {
    do {
      this.claimAgain = false;
      while (!this.stopped && !this.paused && this.running.size < this.options.concurrency) {
        const chapter = await claimNextChapter(this.deps.db, this.owner, this.options.leaseMs);
        if (!chapter) break;
        const controller = new AbortController();
        const job = runChapterJob(this.deps, chapter, this.owner, this.options, controller.signal, this.metrics)
          .catch((error: unknown) => this.log.error({ err: error, chapterId: chapter.id }, 'chapter job failed'))
          .finally(() => {
            this.running.delete(job);
            this.kick();
          });
        this.running.set(job, controller);
      }
    } while (this.claimAgain && !this.stopped);
  }

  private async heartbeat(): Promise<void> {
    try {
      await recordHeartbeat(this.deps.db, this.owner);
    } catch (error) {
      this.log.error({ err: error }, 'recording the heartbeat failed');
    }
  }

  private async recover(): Promise<void> {
    try {
      const recovered = await recoverAbandonedChapters(this.deps.db);
      if (recovered.resumed) this.log.warn({ ...recovered }, 'took over chapters abandoned by a crashed writer');
      if (recovered.failed)
        this.log.warn({ ...recovered }, 'failed and refunded chapters that crashed their writers too often');
      if (recovered.resumed) this.kick();
    } catch (error) {
      this.log.error({ err: error }, 'chapter recovery failed');
    }
  }
}
