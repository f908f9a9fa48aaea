import type { Database, DatabaseHandle } from '#server/db/client';
import type { BlobStore } from '#server/providers/storage/port';
import { findAsset } from './audioAssets.repo';
import {
  appendNarrationChunk,
  closeNarrationStream,
  deleteNarrationStreamsQuietSince,
  findNarrationStream,
  narrationChunksAfter,
  NARRATION_AUDIO_CHANNEL,
  openNarrationStream,
} from './narrationStreams.repo';

const RELAY_TIMING = {
  /** A relay with no new audio for this long was left by an instance that died: its listeners stop. */
  abandonedAfterMs: 2 * 60_000,
  /** Listeners look again this often even without a notification (one lost on a reconnect). */
  pollEveryMs: 1_000,
} as const;

/** The little of a logger a relay needs. */
interface RelayLog {
  warn(details: object, message: string): void;
}

/**
 * Relays a narration being synthesised here to listeners connected to other instances, through the
 * database: the audio is appended in order as it comes (what arrives during a write goes in the
 * next one), and removed once the narration is stored or has failed. A relay that fails only stops
 * relaying: the narration and the listeners on this instance carry on.
 */
export class NarrationRelay {
  private pending: Uint8Array[] = [];
  private seq = 0;
  private writing: Promise<void> = Promise.resolve();
  private broken = false;

  private constructor(
    private readonly db: Database,
    private readonly assetId: string,
    private readonly log: RelayLog,
    private readonly opened: Promise<boolean>,
  ) {}

  static open(db: Database, assetId: string, log: RelayLog): NarrationRelay {
    const opened = openNarrationStream(db, assetId).catch((error: unknown) => {
      log.warn({ err: error, assetId }, 'narration relay could not start');
      return false;
    });
    return new NarrationRelay(db, assetId, log, opened);
  }

  /** Settles once the relay is announced (or could not be): from then on other instances find it. */
  async started(): Promise<void> {
    await this.opened;
  }

  push(chunk: Uint8Array): void {
    if (this.broken) return;
    this.pending.push(chunk);
    if (this.pending.length === 1) this.writing = this.writing.then(() => this.flush());
  }

  /** Everything relayed, then the relay removed: its listeners read the rest from the stored file, or fail. */
  async close(): Promise<void> {
    await this.writing;
    if (!(await this.opened)) return;
    await closeNarrationStream(this.db, this.assetId).catch((error: unknown) =>
      this.log.warn({ err: error, assetId: this.assetId }, 'narration relay could not close'),
    );
  }

  private async flush(): Promise<void> {
    const bytes = Buffer.concat(this.pending);
    this.pending = [];
    if (this.broken || !(await this.opened)) return;
    try {
      await appendNarrationChunk(this.db, this.assetId, this.seq++, bytes);
    } catch (error) {
      this.broken = true;
      this.log.warn({ err: error, assetId: this.assetId }, 'narration relay failed');
    }
  }
}

/** Removes the relays of instances that died while narrating; answers how many. */
export function removeAbandonedRelays(db: Database, now = Date.now()): Promise<number> {
  return deleteNarrationStreamsQuietSince(db, new Date(now - RELAY_TIMING.abandonedAfterMs));
}

/** Whether another instance is relaying this narration now. */
export async function isRelayed(db: Database, assetId: string): Promise<boolean> {
  return (await findNarrationStream(db, assetId)) !== undefined;
}

/** Resolves on the next nudge, or after the poll interval. */
function nudges() {
  let wake: (() => void) | undefined;
  let nudged = false;
  return {
    nudge() {
      nudged = true;
      wake?.();
    },
    async next() {
      if (!nudged) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, RELAY_TIMING.pollEveryMs);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
      wake = undefined;
      nudged = false;
    },
  };
}

/**
 * A narration relayed by another instance: the audio so far, then each piece as it comes. When the
 * relay goes, the narration was stored (the rest comes from the file) or failed (this throws, and
 * the response is cut short, as for a failure on this instance).
 */
export async function* followRelayedNarration(
  database: DatabaseHandle,
  storage: BlobStore,
  assetId: string,
  blobKey: string,
): AsyncGenerator<Uint8Array> {
  const { db } = database;
  const wakeUp = nudges();
  const unlisten = await database.listen(NARRATION_AUDIO_CHANNEL, (payload) => {
    if (payload === assetId) wakeUp.nudge();
  });
  try {
    let seq = -1;
    let sent = 0;
    for (;;) {
      for (const chunk of await narrationChunksAfter(db, assetId, seq)) {
        yield chunk.bytes;
        seq = chunk.seq;
        sent += chunk.bytes.length;
      }
      const stream = await findNarrationStream(db, assetId);
      if (!stream) return yield* storedRest(db, storage, assetId, blobKey, sent);
      if (Date.now() - stream.updatedAt.getTime() > RELAY_TIMING.abandonedAfterMs)
        throw new Error('The narration relay was abandoned');
      await wakeUp.next();
    }
  } finally {
    await unlisten();
  }
}

async function* storedRest(db: Database, storage: BlobStore, assetId: string, blobKey: string, sent: number) {
  const asset = await findAsset(db, assetId);
  if (!asset) throw new Error('The narration failed');
  if (sent >= asset.bytes) return;
  const blob = await storage.get(blobKey, { start: sent });
  if (!blob) throw new Error('The narration is missing from storage');
  yield* blob.body as AsyncIterable<Uint8Array>;
}
