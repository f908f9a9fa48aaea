import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MIN_VALID_AUDIO_BYTES } from '#common/catalogue/limits';
import { buildStory, buildUser } from '#server/test/factories';
import type { FakeAudioServer } from '#server/test/fakeSpeechServer';
import type { TestApp } from '#server/test/testApp';
import { NARRATION_MESSAGES } from './narration.service';
import { findChapter } from '../chapters/chapters.repo';
import { attachAudio, insertAsset } from './audioAssets.repo';
import { ELEVEN_VOICE, startWithFakeElevenLabs, storedAudio, waitForAudio, wordsText } from '#server/test/narrationKit';

let t: TestApp;
let fake: FakeAudioServer;
let close: () => Promise<void>;
let audioUrl: string;
let stored: Buffer;
let size: number;

beforeAll(async () => {
  ({ t, fake, close } = await startWithFakeElevenLabs());
  const { user, token } = await buildUser(t.ctx.db, { audioCredits: 10 });
  const story = await buildStory(t.ctx.db, user, { chapters: [{ content: wordsText(100) }] });
  await t.api.post('/api/speech/generate', { voiceId: ELEVEN_VOICE, storyId: story.id }, token);
  ({ audioUrl } = await waitForAudio(t.api, story.id, 1, token));
  stored = await storedAudio(t, audioUrl);
  size = stored.length;
});
afterAll(() => close());
beforeEach(() => {
  fake.chunkDelayMs = 5;
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(t.baseUrl + path, { headers });

describe('GET and HEAD /api/audio/{file}', () => {
  it('serves the whole MP3 with its type, length, ranges and private caching', async () => {
    const res = await get(audioUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/mpeg');
    expect(res.headers.get('content-length')).toBe(String(size));
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer()).equals(stored)).toBe(true);
    expect((await get(audioUrl, { 'if-none-match': res.headers.get('etag')! })).status).toBe(304);
  });

  it('answers HEAD with the Content-Length and no body', async () => {
    const res = await fetch(t.baseUrl + audioUrl, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(size));
    expect(res.headers.get('content-type')).toBe('audio/mpeg');
    expect(await res.text()).toBe('');
  });

  it('serves byte ranges with 206 and refuses impossible ones with 416', async () => {
    const part = await get(audioUrl, { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${size}`);
    expect(part.headers.get('content-length')).toBe('100');
    expect(Buffer.from(await part.arrayBuffer()).equals(stored.subarray(100, 200))).toBe(true);

    const tail = await get(audioUrl, { range: 'bytes=-10' });
    expect(tail.status).toBe(206);
    expect(tail.headers.get('content-range')).toBe(`bytes ${size - 10}-${size - 1}/${size}`);

    const beyond = await get(audioUrl, { range: `bytes=${size}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${size}`);
  });

  it('offers a download name with ?download=1', async () => {
    const res = await get(`${audioUrl}?download=1`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="reverie-narration-[0-9a-f]{12}\.mp3"$/,
    );
  });

  it('answers 404 for unknown or malformed names', async () => {
    expect((await get(`/api/audio/${'a'.repeat(64)}.mp3`)).status).toBe(404);
    expect((await get('/api/audio/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    expect((await fetch(`${t.baseUrl}/api/audio/${'b'.repeat(64)}.mp3`, { method: 'HEAD' })).status).toBe(404);
  });

  it('streams a narration in progress: the first bytes arrive before synthesis has finished', async () => {
    fake.chunkDelayMs = 300;
    const { user, token } = await buildUser(t.ctx.db, { audioCredits: 10 });
    const story = await buildStory(t.ctx.db, user, { chapters: [{ content: wordsText(300) }] });
    const started = Date.now();
    const res = await t.api.post('/api/speech/generate', { voiceId: ELEVEN_VOICE, storyId: story.id }, token);
    expect(res.status).toBe(202);
    expect(res.body.inProgress).toBe(true);
    expect(Date.now() - started).toBeLessThan(2000);

    const stream = await get(res.body.audioUrl, { authorization: `Bearer ${token}` });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('audio/mpeg');
    expect(stream.headers.get('content-length')).toBeNull();
    const reader = stream.body!.getReader();
    const first = await reader.read();
    expect(first.value!.length).toBeGreaterThan(0);
    expect(fake.openStreams).toBe(1);
    // While it is made, the narrator's audio info names it as in progress.
    expect((await t.api.get(`/api/stories/${story.id}/audio`, token)).body).toMatchObject({
      audioUrl: res.body.audioUrl,
      inProgress: true,
    });

    let total = first.value!.length;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) total += chunk.value.length;
    const info = await waitForAudio(t.api, story.id, 1, token);
    expect(info.audioUrl).toBe(res.body.audioUrl);
    expect(total).toBe((await storedAudio(t, info.audioUrl)).length);
  });

  it('reports stored audio under the minimum size as a fallback', async () => {
    const { user } = await buildUser(t.ctx.db);
    const story = await buildStory(t.ctx.db, user);
    const id = 'c'.repeat(64);
    await insertAsset(t.ctx.db, {
      id,
      voiceId: ELEVEN_VOICE,
      blobKey: `audio/${id}.mp3`,
      bytes: MIN_VALID_AUDIO_BYTES - 1,
      durationMs: 10,
    });
    await attachAudio(t.ctx.db, (await findChapter(t.ctx.db, story.id, 1))!, `/api/audio/${id}.mp3`);
    const info = await t.api.get(`/api/stories/${story.id}/audio`);
    expect(info.body).toEqual({
      audioUrl: `/api/audio/${id}.mp3`,
      fallback: true,
      message: NARRATION_MESSAGES.unusable,
      marks: [],
      inProgress: false,
    });
  });
});
