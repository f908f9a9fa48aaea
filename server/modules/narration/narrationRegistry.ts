import type { SpeechMark } from '#common/contract';
import type { Database } from '#server/db/client';
import { mp3DurationSeconds } from '#server/providers/voice/mp3';
import { VOICE_ERROR_MESSAGES, VoiceError } from '#server/providers/voice/errors';
import type { VoiceProvider } from '#server/providers/voice/port';
import type { BlobStore } from '#server/providers/storage/port';
import { AudioBroadcast } from './audioBroadcast';
import type { NarrationMetrics } from '#server/modules/metrics/metrics.service';
import { recordProviderFailure } from '#server/modules/metrics/providerFailures.repo';
import { insertAsset } from './audioAssets.repo';
import { clearNarrationFailure, recordNarrationFailure } from './narrationFailures.repo';
import { NarrationRelay } from './narrationRelay';

export const audioBlobKey = (assetId: string) => `audio/${assetId}.mp3`;
export const AUDIO_CONTENT_TYPE = 'audio/mpeg';

/** The little of a logger a narration needs. */
interface JobLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export const NARRATION_TIMING = {
  /** A narration still running after this is aborted (and refunded) rather than left to hang. */
  timeoutMs: 10 * 60_000,
  /** A charge with neither audio nor refund after this was left by a crashed instance: the sweep refunds it. */
  abandonedAfterMs: 15 * 60_000,
  /** How far back the sweep at start looks: a deployment down for longer leaves older charges to support. */
  lookBackAtStartMs: 7 * 24 * 60 * 60_000,
  /** The periodic sweeps only need the charges that became abandoned since the previous one (with a margin). */
  lookBackPeriodicallyMs: 60 * 60_000,
  sweepEveryMs: 60_000,
  /** On shutdown, how long narrations under way may go on to their end before they are stopped and refunded. */
  finishOnStopMs: 25_000,
} as const;

export interface NarrationJob {
  readonly assetId: string;
  readonly audio: AudioBroadcast;
  /** Settles once every instance can find the narration (before any audio), or with the failure. */
  readonly accepted: Promise<void>;
  /** Settles at the first audio bytes, or with the failure if synthesis fails before any (failure hooks have run by then). */
  readonly started: Promise<void>;
  /** Settles once the MP3 is stored and recorded, or with the failure. */
  readonly finished: Promise<void>;
}

interface Deps {
  db: Database;
  voice: VoiceProvider;
  storage: BlobStore;
  log: JobLog;
  timeoutMs?: number;
  metrics?: NarrationMetrics;
  /** Whether other instances may share the database (PostgreSQL): only then is the audio relayed through it. */
  relayed?: boolean;
}

function settleable() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // A job nobody awaits must not crash the process with an unhandled rejection.
  promise.catch(() => {});
  return { promise, resolve, reject };
}

/**
 * The narrations this instance is synthesising, by asset id. Each streams to its listeners as it is
 * produced (those on other instances through the database relay, on PostgreSQL), then is stored in the blob store
 * and recorded; only then does it leave the registry, and the relay after it, so a reader always
 * finds it in one place or the other.
 */
export class NarrationJobs {
  private readonly running = new Map<string, NarrationJob>();
  private readonly controllers = new Map<string, AbortController>();
  private readonly decisions = new Map<string, Promise<unknown>>();
  /** Set at shutdown: narrations stopped then are not the voice's failures. */
  private stopping = false;
  /** Relays of stored narrations being removed, which a shutdown waits for. */
  private readonly closingRelays = new Set<Promise<void>>();

  constructor(private readonly deps: Deps) {}

  get(assetId: string): NarrationJob | undefined {
    return this.running.get(assetId);
  }

  /** Runs decide() with no other decision about the same asset in progress on this instance. */
  exclusive<T>(assetId: string, decide: () => Promise<T>): Promise<T> {
    const previous = this.decisions.get(assetId) ?? Promise.resolve();
    const result = previous.catch(() => {}).then(decide);
    const tail = result.catch(() => {});
    this.decisions.set(assetId, tail);
    void tail.then(() => {
      if (this.decisions.get(assetId) === tail) this.decisions.delete(assetId);
    });
    return result;
  }

  /** Starts synthesising; onFailure (a refund) runs before the job reports its failure. */
  start(assetId: string, text: string, voiceId: string, onFailure?: () => Promise<void>): NarrationJob {
    const accepted = settleable();
    const started = settleable();
    const finished = settleable();
    const job: NarrationJob = {
      assetId,
      audio: new AudioBroadcast(),
      accepted: accepted.promise,
      started: started.promise,
      finished: finished.promise,
    };
    const controller = new AbortController();
    const timeout = setTimeout(
      () => controller.abort(new VoiceError('failed', { cause: new Error('Narration timed out') })),
      this.deps.timeoutMs ?? NARRATION_TIMING.timeoutMs,
    );
    timeout.unref();
    this.running.set(assetId, job);
    this.controllers.set(assetId, controller);
    const relay = this.deps.relayed ? NarrationRelay.open(this.deps.db, assetId, this.deps.log) : undefined;
    void this.run(job, relay, { text, voiceId, signal: controller.signal }, accepted.resolve, started.resolve)
      .then(
        () => {
          finished.resolve();
          if (relay) this.closeRelay(relay);
        },
        async (error: unknown) => {
          this.deps.log.warn({ err: error, assetId }, 'narration failed');
          if (!this.stopping) await this.failed(assetId, error instanceof VoiceError);
          await onFailure?.().catch((refundError: unknown) =>
            this.deps.log.error({ err: refundError, assetId }, 'narration refund failed'),
          );
          await this.recordFailure(assetId, error);
          await relay?.close();
          job.audio.fail(error);
          accepted.reject(error);
          started.reject(error);
          finished.reject(error);
        },
      )
      .finally(() => {
        clearTimeout(timeout);
        this.running.delete(assetId);
        this.controllers.delete(assetId);
      });
    return job;
  }

  /** Why it failed, for its listeners on every instance: recorded before its relay goes, so none sees neither. */
  private async recordFailure(assetId: string, error: unknown) {
    const message = error instanceof VoiceError ? error.message : VOICE_ERROR_MESSAGES.failed;
    await recordNarrationFailure(this.deps.db, assetId, message).catch((recordError: unknown) =>
      this.deps.log.error({ err: recordError, assetId }, 'could not record why the narration failed'),
    );
  }

  /**
   * Shutdown: lets the narrations under way finish (their listeners keep hearing them, on this
   * instance and through the relay) for up to `finishOnStopMs`, then stops those still running and
   * waits for their failure hooks (the refunds).
   */
  async stopAll(finishWithinMs: number = NARRATION_TIMING.finishOnStopMs): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const finishing = [...this.running.values()].map((job) => job.finished);
    await Promise.race([
      Promise.allSettled(finishing),
      new Promise((resolve) => {
        timer = setTimeout(resolve, finishWithinMs);
      }),
    ]);
    clearTimeout(timer);
    this.stopping = true;
    const jobs = [...this.running.values()];
    for (const controller of this.controllers.values())
      controller.abort(new VoiceError('failed', { cause: new Error('Server shutting down') }));
    await Promise.allSettled(jobs.map((job) => job.finished));
    await Promise.allSettled(this.closingRelays);
  }

  /** Once stored, the relay goes on its own time: the narration is already whole for everyone. */
  private closeRelay(relay: NarrationRelay): void {
    const closing = relay.close().finally(() => this.closingRelays.delete(closing));
    this.closingRelays.add(closing);
  }

  /** Counts a failed narration; only the voice's own failures count against its provider. */
  private async failed(assetId: string, byVoice: boolean) {
    const provider = this.deps.voice.name;
    this.deps.metrics?.failed(byVoice ? provider : undefined);
    if (!byVoice) return;
    await recordProviderFailure(this.deps.db, { kind: 'voice', provider, reference: assetId }).catch((error: unknown) =>
      this.deps.log.error({ err: error, assetId }, 'could not record the voice failure'),
    );
  }

  private async run(
    job: NarrationJob,
    relay: NarrationRelay | undefined,
    request: { text: string; voiceId: string; signal: AbortSignal },
    onAccepted: () => void,
    onFirstBytes: () => void,
  ) {
    const { db, voice, storage } = this.deps;
    const marks: SpeechMark[] = [];
    const startedAt = performance.now();
    await clearNarrationFailure(db, job.assetId);
    // Answered only once other instances can find the narration, so a listener sent to any of them hears it.
    await relay?.started();
    onAccepted();
    for await (const chunk of voice.synthesize({ ...request, onMarks: (part) => marks.push(...part) })) {
      job.audio.push(chunk);
      relay?.push(chunk);
      onFirstBytes();
    }
    const bytes = job.audio.bytes();
    if (bytes.length === 0) throw new VoiceError('failed', { cause: new Error('The voice produced no audio') });
    await storage.put(audioBlobKey(job.assetId), bytes, AUDIO_CONTENT_TYPE);
    const durationMs = Math.round(mp3DurationSeconds(bytes) * 1000);
    await insertAsset(db, {
      id: job.assetId,
      voiceId: request.voiceId,
      blobKey: audioBlobKey(job.assetId),
      bytes: bytes.length,
      durationMs,
      marks,
    });
    this.deps.metrics?.narrated((performance.now() - startedAt) / 1000, durationMs / 1000);
    job.audio.end();
  }
}
