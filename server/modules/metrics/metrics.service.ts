import { timingSafeEqual } from 'node:crypto';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { DatabaseHandle } from '#server/db/client';
import {
  chapterQueueLagSeconds,
  chaptersByStatus,
  checkoutsByStatus,
  ledgerTotals,
  narrationCount,
} from './metrics.repo';

type ChapterJobOutcome = 'ready' | 'failed' | 'interrupted' | 'handed_off';

/** What the chapter runner reports as it writes. */
export interface WriterMetrics {
  chapterStarted(): void;
  chapterEnded(outcome: ChapterJobOutcome): void;
  firstToken(seconds: number): void;
  written(tokens: number, seconds: number): void;
  providerFailed(provider: string): void;
}

/** What narration jobs report: synthesis time against the audio's length, and failures. */
export interface NarrationMetrics {
  narrated(synthesisSeconds: number, audioSeconds: number): void;
  /** A narration failed; `provider` names the voice when the failure was the voice's own. */
  failed(provider: string | undefined): void;
}

/** What the in-memory caches report: each lookup, answered from memory (hit) or not (miss). */
export interface CacheMetrics {
  guestRead(hit: boolean): void;
  signedInRead(hit: boolean): void;
  session(hit: boolean): void;
}

export interface AppMetrics {
  registry: Registry;
  writer: WriterMetrics;
  narration: NarrationMetrics;
  caches: CacheMetrics;
  request(labels: { method: string; route: string; status: number; code?: string }, seconds: number): void;
}

/** A rough token count for a stream that reports none: about four characters per token in English prose. */
export function approximateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/**
 * One registry per app (tests build several apps in one process). Counts of what happened since
 * start come from the code paths; totals that must survive restarts and other instances (chapters,
 * the ledger, payments, narrations, queue lag) are read from the database at scrape time.
 */
export function createMetrics(database: DatabaseHandle): AppMetrics {
  const { db } = database;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'reverie_process_' });

  const requests = new Counter({
    name: 'reverie_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'reverie_http_request_duration_seconds',
    help: 'HTTP request latency by method and route pattern',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'reverie_http_errors_total',
    help: 'Error answers by status and error code',
    labelNames: ['status', 'code'],
    registers: [registry],
  });
  const jobsStarted = new Counter({
    name: 'reverie_chapter_jobs_started_total',
    help: 'Chapter writing jobs started by this instance',
    registers: [registry],
  });
  const jobsEnded = new Counter({
    name: 'reverie_chapter_jobs_ended_total',
    help: 'Chapter writing jobs ended by this instance, by outcome',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const firstToken = new Histogram({
    name: 'reverie_writer_time_to_first_token_seconds',
    help: 'Time from starting a chapter to the writer’s first text',
    buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 30],
    registers: [registry],
  });
  const tokensPerSecond = new Histogram({
    name: 'reverie_writer_tokens_per_second',
    help: 'Writer output speed per chapter (approximate tokens)',
    buckets: [1, 5, 10, 20, 40, 80, 160, 320],
    registers: [registry],
  });
  const providerFailures = new Counter({
    name: 'reverie_provider_failures_total',
    help: 'Calls to an outside provider that failed, by provider',
    labelNames: ['provider'],
    registers: [registry],
  });

  const narrations = new Counter({
    name: 'reverie_narration_jobs_total',
    help: 'Narrations synthesised by this instance, by outcome',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const realTimeFactor = new Histogram({
    name: 'reverie_narration_real_time_factor',
    help: 'Synthesis time divided by the audio’s duration (below 1 is faster than real time)',
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 4],
    registers: [registry],
  });

  const cacheLookups = new Counter({
    name: 'reverie_cache_lookups_total',
    help: 'Lookups in this instance’s caches (guest_read: guests’ story reads; signed_in_read: a signed-in reader’s story reads and `me`; session: token to user), by result (hit, miss); the hit rate is hits over all',
    labelNames: ['cache', 'result'],
    registers: [registry],
  });
  const lookedUp = (cache: string) => (hit: boolean) => cacheLookups.inc({ cache, result: hit ? 'hit' : 'miss' });

  new Gauge({
    name: 'reverie_chapters',
    help: 'Chapters in the database by status (writing, ready, failed)',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await chaptersByStatus(db)) this.set({ status: row.status }, row.count);
    },
  });
  new Gauge({
    name: 'reverie_ledger_credits',
    help: 'Credits moved through the ledger, by reason, kind (text, audio) and direction (granted, charged)',
    labelNames: ['reason', 'kind', 'direction'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await ledgerTotals(db)) {
        this.set({ reason: row.reason, kind: 'text', direction: 'granted' }, row.textIn);
        this.set({ reason: row.reason, kind: 'text', direction: 'charged' }, row.textOut);
        this.set({ reason: row.reason, kind: 'audio', direction: 'granted' }, row.audioIn);
        this.set({ reason: row.reason, kind: 'audio', direction: 'charged' }, row.audioOut);
      }
    },
  });
  new Gauge({
    name: 'reverie_checkout_sessions',
    help: 'Checkout sessions by status (fulfilled = payment turned into credits or a plan)',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await checkoutsByStatus(db)) this.set({ status: row.status }, row.count);
    },
  });
  new Gauge({
    name: 'reverie_narrations',
    help: 'Narrated chapters stored',
    registers: [registry],
    async collect() {
      this.set(await narrationCount(db));
    },
  });
  new Gauge({
    name: 'reverie_chapter_queue_lag_seconds',
    help: 'How long the oldest chapter waiting for a writer has waited',
    registers: [registry],
    async collect() {
      this.set(await chapterQueueLagSeconds(db));
    },
  });

  if (database.poolUse) {
    const poolUse = database.poolUse;
    new Gauge({
      name: 'reverie_db_pool_connections',
      help: 'PostgreSQL pool connections: total open, idle, requests waiting for one, and the maximum',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const use = poolUse();
        this.set({ state: 'total' }, use.total);
        this.set({ state: 'idle' }, use.idle);
        this.set({ state: 'waiting' }, use.waiting);
        this.set({ state: 'max' }, use.max);
      },
    });
  }

  return {
    registry,
    request({ method, route, status, code }, seconds) {
      requests.inc({ method, route, status: String(status) });
      latency.observe({ method, route }, seconds);
      if (status >= 400) errors.inc({ status: String(status), code: code ?? 'NONE' });
    },
    writer: {
      chapterStarted: () => jobsStarted.inc(),
      chapterEnded: (outcome) => jobsEnded.inc({ outcome }),
      firstToken: (seconds) => firstToken.observe(seconds),
      written: (tokens, seconds) => {
        if (seconds > 0 && tokens > 0) tokensPerSecond.observe(tokens / seconds);
      },
      providerFailed: (provider) => providerFailures.inc({ provider }),
    },
    caches: {
      guestRead: lookedUp('guest_read'),
      signedInRead: lookedUp('signed_in_read'),
      session: lookedUp('session'),
    },
    narration: {
      narrated: (synthesisSeconds, audioSeconds) => {
        narrations.inc({ outcome: 'ready' });
        if (audioSeconds > 0) realTimeFactor.observe(synthesisSeconds / audioSeconds);
      },
      failed: (provider) => {
        narrations.inc({ outcome: 'failed' });
        if (provider) providerFailures.inc({ provider: `voice:${provider}` });
      },
    },
  };
}

/** Whether a scrape may read the metrics: only with the configured bearer token, compared in constant time. */
export function scrapeAllowed(token: string, authorization: string | undefined): boolean {
  const expected = Buffer.from(`Bearer ${token}`);
  const given = Buffer.from(authorization ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
