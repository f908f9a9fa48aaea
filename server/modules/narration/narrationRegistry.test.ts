import os from 'node:os';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client';
import { LocalDiskBlobStore } from '#server/providers/storage/localDisk';
import { VOICE_ERROR_MESSAGES } from '#server/providers/voice/errors';
import type { SynthesisRequest, VoiceProvider } from '#server/providers/voice/port';
import { openTestDatabase } from '#server/test/testDatabase';
import { findAsset } from './audioAssets.repo';
import { NarrationJobs } from './narrationRegistry';

/** A voice that sends one chunk, then hangs until it is aborted. */
const hangingVoice: VoiceProvider = {
  name: 'hanging',
  offline: true,
  listVoices: async () => [],
  async *synthesize({ signal }: SynthesisRequest) {
    yield new Uint8Array([0xff, 0xfb, 0x90, 0x00]);
    await new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(signal.reason)));
  },
};

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('a narration that never finishes', () => {
  it('is aborted at its deadline, refunded once, and leaves no audio behind', async () => {
    const storage = new LocalDiskBlobStore(os.tmpdir());
    const jobs = new NarrationJobs({
      db: database.db,
      voice: hangingVoice,
      storage,
      log: pino({ level: 'silent' }),
      timeoutMs: 200,
    });
    let refunds = 0;
    const job = jobs.start('a'.repeat(64), 'Some words to say.', 'voice', async () => {
      refunds += 1;
    });
    await job.started;
    await expect(job.finished).rejects.toThrow(VOICE_ERROR_MESSAGES.failed);
    expect(refunds).toBe(1);
    expect(jobs.get(job.assetId)).toBeUndefined();
    expect(await findAsset(database.db, job.assetId)).toBeUndefined();
  });
});
