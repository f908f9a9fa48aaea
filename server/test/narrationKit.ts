import { and, eq } from 'drizzle-orm';
import type { AudioInfo } from '#common/contract';
import type { Database } from '#server/db/client';
import { creditLedger } from '#server/db/schema';
import { FAKE_ELEVENLABS_VOICES, startFakeElevenLabsServer } from '#server/test/fakeElevenLabsServer';
import type { FakeAudioServer } from '#server/test/fakeSpeechServer';
import { startTestApp, type ApiClient, type TestApp } from '#server/test/testApp';
import { findUserById } from '#server/modules/users/users.repo';
import { assetIdOfUrl } from '#server/modules/narration/audioUrl';
import { audioBlobKey } from '#server/modules/narration/narrationRegistry';

export const ELEVEN_VOICE = FAKE_ELEVENLABS_VOICES[0].voice_id;
const KEY = 'narration-test-key';

/** A sentence of exactly ten words, to build chapters of a known length. */
export const wordsText = (words: number) => 'She smiled at him across the candlelit table tonight. '.repeat(words / 10);

/** The app with ElevenLabs pointed at its local imitation (quick chunks unless the test slows them). */
export async function startWithFakeElevenLabs(env: Record<string, string> = {}): Promise<{
  t: TestApp;
  fake: FakeAudioServer;
  close(): Promise<void>;
}> {
  const fake = await startFakeElevenLabsServer({ apiKey: KEY });
  fake.chunkDelayMs = 5;
  const t = await startTestApp({ env: { ELEVENLABS_API_KEY: KEY, ELEVENLABS_BASE_URL: fake.url, ...env } });
  return {
    t,
    fake,
    async close() {
      await t.close();
      await fake.close();
    },
  };
}

export const synthesisCalls = (fake: FakeAudioServer) =>
  fake.requests.filter((r) => r.path.includes('/text-to-speech/')).length;

export async function audioBalance(db: Database, userId: string): Promise<number> {
  return (await findUserById(db, userId))!.audioCredits;
}

export function ledgerRows(db: Database, userId: string, reason: string) {
  return db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, reason)));
}

/** Waits until the chapter's narration is no longer in progress: stored and attached, or failed (fallback, with why). */
export async function waitForAudio(
  api: ApiClient,
  storyId: string,
  chapter: number,
  token?: string,
  timeoutMs = 15_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await api.get(`/api/stories/${storyId}/audio?chapter=${chapter}`, token);
    if ((res.body.audioUrl || res.body.fallback) && !res.body.inProgress)
      return res.body as AudioInfo & { audioUrl: string };
    if (Date.now() > deadline) throw new Error(`no audio for chapter ${chapter} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The asset a narration URL names; throws for any other text. */
export function narrationAssetId(audioUrl: string): string {
  const assetId = assetIdOfUrl(audioUrl);
  if (!assetId) throw new Error(`${audioUrl} names no narration`);
  return assetId;
}

/** The narration's bytes as the blob store holds them. */
export async function storedAudio(t: TestApp, audioUrl: string): Promise<Buffer> {
  const key = audioBlobKey(narrationAssetId(audioUrl));
  const blob = await t.ctx.providers.storage.get(key);
  if (!blob) throw new Error(`no blob at ${key}`);
  return Buffer.concat(await blob.body.toArray());
}
