import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpeechMark } from '#common/contract';
import { chapters } from '#server/db/schema';
import { mp3DurationSeconds } from '#server/providers/voice/mp3';
import { sentenceSpans } from '#server/providers/voice/sentences';
import { buildStory, buildUser } from '#server/test/factories';
import { FAKE_ELEVENLABS_VOICES } from '#server/test/fakeElevenLabsServer';
import { startFakeSpeechServer, type FakeAudioServer } from '#server/test/fakeSpeechServer';
import { startTestApp, type TestApp } from '#server/test/testApp';
import {
  audioBalance,
  ledgerRows,
  startWithFakeElevenLabs,
  synthesisCalls,
  waitForAudio,
} from '#server/test/narrationKit';
import { LEDGER_REASONS } from '#server/modules/credits/ledger';

const FREE_PLAN_REFUSAL = 'generation is not available on the Free plan';
const PREVIEW = 'Hello, I will be your narrator tonight. Close your eyes and let the story begin.';
const FREE_BUILT_IN = 'offline-deep-male';
const PREMIUM_BUILT_IN = 'offline-us-female';

const chapterText = [
  'The evening air was warm and heavy with the scent of salt and jasmine.',
  '  She walked slowly along the shore, her sandals dangling from one hand.\n\n',
  '"You came," he said. "I was beginning to think you would not."',
  'She laughed, and the sound surprised them both: bright, unguarded, a little breathless.',
].join(' ');

/** Every sentence is marked, in order, inside the text, and every time falls inside the audio. */
async function expectHonestMarks(t: TestApp, info: { audioUrl: string; marks: SpeechMark[] }, content: string) {
  const bytes = new Uint8Array(await (await fetch(`${t.baseUrl}${info.audioUrl}`)).arrayBuffer());
  const duration = mp3DurationSeconds(bytes);
  const { marks } = info;
  expect(marks.length).toBeGreaterThanOrEqual(sentenceSpans(content).length);
  expect(marks[0].time).toBe(0);
  for (const [i, mark] of marks.entries()) {
    expect(mark.start).toBeGreaterThanOrEqual(0);
    expect(mark.end).toBeGreaterThan(mark.start);
    expect(mark.end).toBeLessThanOrEqual(content.length);
    expect(content.slice(mark.start, mark.end).trim()).toBe(content.slice(mark.start, mark.end));
    expect(mark.time).toBeLessThan(duration);
    if (i > 0) {
      expect(mark.time).toBeGreaterThan(marks[i - 1].time);
      expect(mark.start).toBeGreaterThanOrEqual(marks[i - 1].end);
    }
  }
  const spoken = marks.map((m) => content.slice(m.start, m.end)).join(' ');
  expect(spoken.split(/\s+/)).toEqual(content.trim().split(/\s+/));
}

describe('the built-in voice', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const preview = (voiceId: string, token: string) =>
    t.api.post('/api/speech/generate', { text: PREVIEW, voiceId }, token);
  const narrate = (storyId: string, voiceId: string, token: string, chapterNumber = 1) =>
    t.api.post('/api/speech/generate', { voiceId, storyId, chapterNumber }, token);

  it('lists free voices first and labels its best voices premium', async () => {
    const voices: { id: string; category: string }[] = (await t.api.get('/api/stories/voice-options')).body;
    expect(voices[0]).toMatchObject({ id: FREE_BUILT_IN, category: 'premade' });
    expect(voices.find((v) => v.id === PREMIUM_BUILT_IN)?.category).toBe('premium');
  });

  it('refuses a premium voice preview on Free and Essential, charging nothing, and plays it for Seduction', async () => {
    for (const subscription of ['free', 'essentiel'] as const) {
      const { user, token } = await buildUser(t.ctx.db, { subscription, audioCredits: 3 });
      const res = await preview(PREMIUM_BUILT_IN, token);
      expect(res.status).toBe(403);
      expect(res.body.message).toContain(FREE_PLAN_REFUSAL);
      expect(res.body.code).toBe('PREMIUM_REQUIRED');
      expect(await audioBalance(t.ctx.db, user.id)).toBe(3);
      expect((await preview(FREE_BUILT_IN, token)).status).toBe(200);
    }
    const { token } = await buildUser(t.ctx.db, { subscription: 'seduction' });
    expect((await preview(PREMIUM_BUILT_IN, token)).status).toBe(200);
  }, 60_000);

  it('refuses to narrate in a premium voice below Seduction without charging; Intimacy narrates and pays', async () => {
    const { user, token } = await buildUser(t.ctx.db, { subscription: 'essentiel', audioCredits: 5 });
    const story = await buildStory(t.ctx.db, user, { chapters: [{ content: chapterText }] });
    const refused = await narrate(story.id, PREMIUM_BUILT_IN, token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain(FREE_PLAN_REFUSAL);
    expect(await audioBalance(t.ctx.db, user.id)).toBe(5);
    expect(await ledgerRows(t.ctx.db, user.id, LEDGER_REASONS.narrationCharge)).toEqual([]);
    expect((await t.api.get(`/api/stories/${story.id}/audio`, token)).body.audioUrl).toBeNull();

    const rich = await buildUser(t.ctx.db, { subscription: 'intimacy', audioCredits: 5 });
    const richStory = await buildStory(t.ctx.db, rich.user, { chapters: [{ content: chapterText }] });
    expect((await narrate(richStory.id, PREMIUM_BUILT_IN, rich.token)).status).toBe(202);
    expect(await audioBalance(t.ctx.db, rich.user.id)).toBe(3);
  }, 60_000);

  it('gives exact read-along marks for every sentence, inside the text and the audio', async () => {
    const { user, token } = await buildUser(t.ctx.db, { audioCredits: 5 });
    const long = `${chapterText}\n\n${chapterText} ${chapterText}`;
    const story = await buildStory(t.ctx.db, user, { chapters: [{ content: long }] });
    expect((await narrate(story.id, FREE_BUILT_IN, token)).status).toBe(202);
    // As a guest: the owner's narration is shown on the chapter once stored, which follows the listener's own by a moment.
    const info = await waitForAudio(t.api, story.id, 1, undefined, 60_000);
    await expectHonestMarks(t, info, long);
    expect(info.marks.length).toBe(sentenceSpans(long).length);
  }, 90_000);

  it('answers no marks when the chapter was rewritten after it was narrated', async () => {
    const { user, token } = await buildUser(t.ctx.db, { audioCredits: 5 });
    const story = await buildStory(t.ctx.db, user, { chapters: [{ content: chapterText }] });
    await narrate(story.id, FREE_BUILT_IN, token);
    await waitForAudio(t.api, story.id, 1, token, 60_000);
    await t.ctx.db.update(chapters).set({ content: 'Something else entirely.' }).where(eq(chapters.storyId, story.id));
    expect((await t.api.get(`/api/stories/${story.id}/audio`, token)).body.marks).toEqual([]);
  }, 60_000);
});

describe('listening to the whole story', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const twoMinutes = 'She smiled at him across the candlelit table tonight. '.repeat(20);

  it('shows the total first, charges each chapter as on its own, and then costs nothing', async () => {
    const { user, token } = await buildUser(t.ctx.db, { audioCredits: 10 });
    const story = await buildStory(t.ctx.db, user, {
      chapters: [{ content: chapterText }, { content: twoMinutes }, { status: 'failed', content: '' }],
    });
    await t.api.post('/api/speech/generate', { voiceId: FREE_BUILT_IN, storyId: story.id, chapterNumber: 1 }, token);
    const price = await t.api.get(`/api/stories/${story.id}/narration-price?voiceId=${FREE_BUILT_IN}`, token);
    expect(price.status).toBe(200);
    expect(price.body).toEqual({
      chapters: [
        { number: 1, audioCredits: 0, narrated: true },
        { number: 2, audioCredits: 2, narrated: false },
      ],
      totalAudioCredits: 2,
    });
    expect(await audioBalance(t.ctx.db, user.id)).toBe(8);

    const res = await t.api.post('/api/speech/generate-story', { storyId: story.id, voiceId: FREE_BUILT_IN }, token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ charged: 2, audioCredits: 6 });
    expect(res.body.chapters.map((c: { number: number }) => c.number)).toEqual([1, 2]);
    await waitForAudio(t.api, story.id, 2, token, 60_000);

    const again = await t.api.post('/api/speech/generate-story', { storyId: story.id, voiceId: FREE_BUILT_IN }, token);
    expect(again.body).toMatchObject({ charged: 0, audioCredits: 6 });
  }, 90_000);

  it('refuses readers, short balances and premium voices below Seduction, charging nothing', async () => {
    const { user, token } = await buildUser(t.ctx.db, { audioCredits: 1 });
    const unheard = 'The rain had not stopped for three days and nights. '.repeat(20);
    const story = await buildStory(t.ctx.db, user, { chapters: [{ content: unheard }, { content: twoMinutes }] });
    const body = { storyId: story.id, voiceId: FREE_BUILT_IN };

    const short = await t.api.post('/api/speech/generate-story', body, token);
    expect(short.status).toBe(402);
    expect(short.body.message).toMatch(/^Insufficient audio credits/);
    const premium = await t.api.post('/api/speech/generate-story', { ...body, voiceId: PREMIUM_BUILT_IN }, token);
    expect(premium.status).toBe(403);
    expect(premium.body.message).toContain(FREE_PLAN_REFUSAL);
    expect(await audioBalance(t.ctx.db, user.id)).toBe(1);

    const reader = await buildUser(t.ctx.db, { audioCredits: 10 });
    expect((await t.api.post('/api/speech/generate-story', body, reader.token)).status).toBe(403);
    expect((await t.api.get(`/api/stories/${story.id}/narration-price?voiceId=x`, reader.token)).status).toBe(403);
    expect((await t.api.post('/api/speech/generate-story', body)).status).toBe(401);
    expect((await t.api.post('/api/speech/generate-story', { storyId: story.id }, token)).status).toBe(400);
    expect(await audioBalance(t.ctx.db, reader.user.id)).toBe(10);
  });
});

describe('ElevenLabs voices (against its local imitation)', () => {
  let setup: Awaited<ReturnType<typeof startWithFakeElevenLabs>>;
  beforeAll(async () => {
    setup = await startWithFakeElevenLabs();
  });
  afterAll(() => setup.close());
  const premade = FAKE_ELEVENLABS_VOICES[0].voice_id;
  const library = FAKE_ELEVENLABS_VOICES[1].voice_id;

  it('refuses a library voice to the Free plan before calling the service', async () => {
    const { user, token } = await buildUser(setup.t.ctx.db, { audioCredits: 3 });
    const story = await buildStory(setup.t.ctx.db, user, { chapters: [{ content: chapterText }] });
    setup.fake.requests.length = 0;
    for (const body of [
      { text: PREVIEW, voiceId: library },
      { voiceId: library, storyId: story.id },
    ]) {
      const res = await setup.t.api.post('/api/speech/generate', body, token);
      expect(res.status).toBe(403);
      expect(res.body.message).toContain(FREE_PLAN_REFUSAL);
    }
    expect(synthesisCalls(setup.fake)).toBe(0);
    expect(await audioBalance(setup.t.ctx.db, user.id)).toBe(3);
  });

  it('marks every word from the timestamped stream, within the text and the audio', async () => {
    const { user, token } = await buildUser(setup.t.ctx.db, { audioCredits: 3 });
    const story = await buildStory(setup.t.ctx.db, user, { chapters: [{ content: chapterText }] });
    await setup.t.api.post('/api/speech/generate', { voiceId: premade, storyId: story.id }, token);
    await waitForAudio(setup.t.api, story.id, 1, token);
    const info = (await setup.t.api.get(`/api/stories/${story.id}/audio`)).body;
    await expectHonestMarks(setup.t, info, chapterText);
    expect(info.marks.length).toBe(chapterText.trim().split(/\s+/).length);
    expect(setup.fake.requests.some((r) => r.path.includes('/stream/with-timestamps'))).toBe(true);
  });
});

describe('OpenAI-compatible speech (against its local imitation)', () => {
  let t: TestApp;
  let fake: FakeAudioServer;
  beforeAll(async () => {
    fake = await startFakeSpeechServer({ apiKey: 'k' });
    fake.chunkDelayMs = 5;
    t = await startTestApp({
      env: { TTS_BASE_URL: `${fake.url}/v1`, TTS_API_KEY: 'k', TTS_VOICES: 'alloy,onyx:Onyx:premium' },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('marks every sentence, and keeps a premium-category voice from the Essential plan', async () => {
    const { user, token } = await buildUser(t.ctx.db, { subscription: 'essentiel', audioCredits: 3 });
    const story = await buildStory(t.ctx.db, user, { chapters: [{ content: chapterText }] });
    const refused = await t.api.post('/api/speech/generate', { voiceId: 'onyx', storyId: story.id }, token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain(FREE_PLAN_REFUSAL);
    expect(await audioBalance(t.ctx.db, user.id)).toBe(3);

    await t.api.post('/api/speech/generate', { voiceId: 'alloy', storyId: story.id }, token);
    await waitForAudio(t.api, story.id, 1, token);
    await expectHonestMarks(t, (await t.api.get(`/api/stories/${story.id}/audio`)).body, chapterText);
  });
});
