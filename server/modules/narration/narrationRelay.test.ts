import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { narrationStreamChunks, narrationStreams } from '#server/db/schema';
import { buildStory, buildUser } from '#server/test/factories';
import type { FakeAudioServer } from '#server/test/fakeSpeechServer';
import { startSecondInstance, type SecondInstance, type TestApp } from '#server/test/testApp';
import { VOICE_ERROR_MESSAGES } from '#server/providers/voice/errors';
import { removeAbandonedRelays } from './narrationRelay';
import { appendNarrationChunk, openNarrationStream } from './narrationStreams.repo';
import {
  ELEVEN_VOICE,
  narrationAssetId,
  startWithFakeElevenLabs,
  waitForAudio,
  wordsText,
} from '#server/test/narrationKit';

let t: TestApp;
let fake: FakeAudioServer;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, fake, close } = await startWithFakeElevenLabs());
});
afterAll(() => close());
afterEach(() => {
  fake.failWith(undefined);
  fake.chunkDelayMs = 5;
});

/** A story of its own text, so each test makes its own narration (the same voice and text are made once). */
async function narratedStory(title: string) {
  const { user, token } = await buildUser(t.ctx.db, { audioCredits: 10 });
  const story = await buildStory(t.ctx.db, user, { chapters: [{ content: `${title}. ${wordsText(300)}` }] });
  return { story, token };
}

/** The relay row of one narration (other narrations' relays may be in the same database), if there is one. */
const relayOf = (assetId: string) =>
  t.ctx.db.select().from(narrationStreams).where(eq(narrationStreams.assetId, assetId));

/** The relayed audio of one narration, in order. */
const relayedChunksOf = (assetId: string) =>
  t.ctx.db
    .select()
    .from(narrationStreamChunks)
    .where(eq(narrationStreamChunks.assetId, assetId))
    .orderBy(narrationStreamChunks.seq);

async function readAll(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for (let part = await reader.read(); !part.done; part = await reader.read()) parts.push(part.value);
  return Buffer.concat(parts);
}

// Two instances need a database they can share: only a PostgreSQL server offers one.
describe.skipIf(!process.env.TEST_DATABASE_URL)('a narration made on one instance, heard on another', () => {
  let b: SecondInstance;
  beforeAll(async () => {
    b = await startSecondInstance(t);
  });
  afterAll(() => b.close());

  it('leaves nothing behind in the database once the narration is stored', async () => {
    const { story, token } = await narratedStory('Stored');
    const res = await t.api.post('/api/speech/generate', { voiceId: ELEVEN_VOICE, storyId: story.id }, token);
    expect(res.status).toBe(202);
    const assetId = narrationAssetId(res.body.audioUrl);
    await waitForAudio(t.api, story.id, 1, token);
    // The relay goes just after the narration is recorded.
    await expect.poll(() => relayOf(assetId)).toEqual([]);
    expect(await relayedChunksOf(assetId)).toEqual([]);
  });

  it('streams to a listener on the other instance as it is made, then ends with the whole file', async () => {
    const release = fake.holdAfterFirstChunk();
    const { story, token } = await narratedStory('Relayed');
    const res = await t.api.post('/api/speech/generate', { voiceId: ELEVEN_VOICE, storyId: story.id }, token);
    expect(res.body.inProgress).toBe(true);
    const assetId = narrationAssetId(res.body.audioUrl);
    const url = `${b.baseUrl}${res.body.audioUrl}`;
    const headers = { authorization: `Bearer ${token}` };

    const head = await fetch(url, { method: 'HEAD', headers });
    expect(head.status).toBe(200);
    expect(head.headers.get('cache-control')).toBe('no-store');

    const stream = await fetch(url, { headers });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('audio/mpeg');
    expect(stream.headers.get('content-length')).toBeNull();
    const reader = stream.body!.getReader();
    const first = await reader.read();
    expect(first.value!.length).toBeGreaterThan(0);
    expect(fake.openStreams).toBe(1); // still being synthesised on the first instance
    // What the other instance sent came from this narration's relay, which holds the audio in order.
    const relayed = await relayedChunksOf(assetId);
    expect(relayed.map((chunk) => chunk.seq)).toEqual(relayed.map((_chunk, i) => i));
    expect(Buffer.concat(relayed.map((chunk) => chunk.bytes)).subarray(0, first.value!.length)).toEqual(
      Buffer.from(first.value!),
    );
    release();
    const heard = Buffer.concat([first.value!, await readAll(reader)]);

    await waitForAudio(b.api, story.id, 1, token);
    const stored = await fetch(url, { headers });
    const storedBytes = Buffer.from(await stored.arrayBuffer());
    expect(stored.headers.get('content-length')).toBe(String(storedBytes.length));
    expect(heard.length).toBeGreaterThan(1000);
    expect(heard.equals(storedBytes)).toBe(true);
  });

  it('tells a listener polling the other instance why the narration failed, and forgets it when it is made again', async () => {
    fake.failWith('serverError');
    const { story, token } = await narratedStory('Failed elsewhere');
    const res = await t.api.post('/api/speech/generate', { voiceId: ELEVEN_VOICE, storyId: story.id }, token);
    expect(res.status).toBe(202);
    expect(await waitForAudio(b.api, story.id, 1, token)).toMatchObject({
      audioUrl: null,
      fallback: true,
      message: VOICE_ERROR_MESSAGES.failed,
    });

    fake.failWith(undefined);
    const again = await b.api.post('/api/speech/generate', { voiceId: ELEVEN_VOICE, storyId: story.id }, token);
    expect(again.status).toBe(202);
    expect(await waitForAudio(t.api, story.id, 1, token)).toMatchObject({ fallback: false, inProgress: false });
  });

  it('cuts the listener short when the instance making the narration stops before the end', async () => {
    fake.failWith('stall');
    const { story, token } = await narratedStory('Stalled');
    const maker = await startSecondInstance(t);
    const res = await maker.api.post('/api/speech/generate', { voiceId: ELEVEN_VOICE, storyId: story.id }, token);
    expect(res.body.inProgress).toBe(true);
    const assetId = narrationAssetId(res.body.audioUrl);
    const stream = await fetch(`${b.baseUrl}${res.body.audioUrl}`, { headers: { authorization: `Bearer ${token}` } });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    expect((await reader.read()).value!.length).toBeGreaterThan(0);

    await maker.close();
    await expect(readAll(reader)).rejects.toThrow();
    expect(await relayOf(assetId)).toEqual([]);
    expect(await relayedChunksOf(assetId)).toEqual([]);
  });
});

describe('the sweep of relays left by an instance that died', () => {
  const MINUTE = 60_000;
  /** A narration's relay holding a piece of audio, last fed `quietForMs` ago. */
  async function relayQuietFor(quietForMs: number): Promise<string> {
    const assetId = randomBytes(32).toString('hex');
    expect(await openNarrationStream(t.ctx.db, assetId)).toBe(true);
    await appendNarrationChunk(t.ctx.db, assetId, 0, Buffer.from('some audio'));
    await t.ctx.db
      .update(narrationStreams)
      .set({ updatedAt: new Date(Date.now() - quietForMs) })
      .where(eq(narrationStreams.assetId, assetId));
    return assetId;
  }

  it('removes a relay quiet for longer than two minutes, with its audio, and keeps one fed recently', async () => {
    const abandoned = await relayQuietFor(3 * MINUTE);
    const live = await relayQuietFor(MINUTE);

    expect(await removeAbandonedRelays(t.ctx.db)).toBe(1);
    expect(await relayOf(abandoned)).toEqual([]);
    expect(await relayedChunksOf(abandoned)).toEqual([]);
    expect(await relayOf(live)).toHaveLength(1);
    expect(await relayedChunksOf(live)).toHaveLength(1);

    // Once the other has been quiet as long, it goes the same way.
    expect(await removeAbandonedRelays(t.ctx.db, Date.now() + 2 * MINUTE)).toBe(1);
    expect(await relayOf(live)).toEqual([]);
    expect(await relayedChunksOf(live)).toEqual([]);
  });
});
