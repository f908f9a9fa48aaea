import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { narrationStreamChunks, narrationStreams } from '#server/db/schema';
import { buildStory, buildUser } from '#server/test/factories';
import type { FakeAudioServer } from '#server/test/fakeSpeechServer';
import { startSecondInstance, type SecondInstance, type TestApp } from '#server/test/testApp';
import { ELEVEN_VOICE, startWithFakeElevenLabs, waitForAudio, wordsText } from './testing';

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
    expect(res.status).toBe(200);
    await waitForAudio(t.api, story.id, 1, token);
    // The relay goes just after the narration is recorded.
    await expect.poll(() => t.ctx.db.select().from(narrationStreams)).toEqual([]);
    expect(await t.ctx.db.select().from(narrationStreamChunks)).toEqual([]);
  });

  it('streams to a listener on the other instance as it is made, then ends with the whole file', async () => {
    fake.chunkDelayMs = 200;
    const { story, token } = await narratedStory('Relayed');
    const res = await t.api.post('/api/speech/generate', { voiceId: ELEVEN_VOICE, storyId: story.id }, token);
    expect(res.body.inProgress).toBe(true);
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
    const heard = Buffer.concat([first.value!, await readAll(reader)]);

    await waitForAudio(b.api, story.id, 1, token);
    const stored = await fetch(url, { headers });
    const storedBytes = Buffer.from(await stored.arrayBuffer());
    expect(stored.headers.get('content-length')).toBe(String(storedBytes.length));
    expect(heard.length).toBeGreaterThan(1000);
    expect(heard.equals(storedBytes)).toBe(true);
  });

  it('cuts the listener short when the instance making the narration stops before the end', async () => {
    fake.failWith('stall');
    const { story, token } = await narratedStory('Stalled');
    const maker = await startSecondInstance(t);
    const res = await maker.api.post('/api/speech/generate', { voiceId: ELEVEN_VOICE, storyId: story.id }, token);
    expect(res.body.inProgress).toBe(true);
    const stream = await fetch(`${b.baseUrl}${res.body.audioUrl}`, { headers: { authorization: `Bearer ${token}` } });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    expect((await reader.read()).value!.length).toBeGreaterThan(0);

    await maker.close();
    await expect(readAll(reader)).rejects.toThrow();
    expect(await t.ctx.db.select().from(narrationStreams)).toEqual([]);
  });
});
