import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NARRATION_PRICE_STEPS, STORY_LENGTHS } from '#common/catalogue/costs';
import { FREE_STORY_LIMIT } from '#common/catalogue/limits';
import { actionCost } from '#common/rules/actionCost';
import { WELCOME_CREDITS } from '#common/rules/offers';
import { startFakeElevenLabsServer } from '#server/test/fakeElevenLabsServer';
import type { FakeAudioServer } from '#server/test/fakeSpeechServer';
import { waitForChapter } from '#server/test/factories';
import { INSTANT_WRITER, startTestApp, type TestApp } from '#server/test/testApp';
import { ELEVEN_VOICE, waitForAudio } from '#server/test/narrationKit';

const KEY = 'eleven-test-key';
let fake: FakeAudioServer;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeElevenLabsServer({ apiKey: KEY });
  fake.chunkDelayMs = 5;
  t = await startTestApp({ ...INSTANT_WRITER, env: { ELEVENLABS_API_KEY: KEY, ELEVENLABS_BASE_URL: fake.url } });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const balance = async (token: string) => {
  const { textCredits, audioCredits } = (await t.api.get('/api/auth/me', token)).body.user;
  return { text: textCredits, audio: audioCredits };
};

describe('a new account', () => {
  it('writes its free Short stories, then hears chapter 1 for the price its button shows, with the welcome credits', async () => {
    const signup = await t.api.post('/api/auth/signup', {
      name: 'Newcomer',
      email: 'newcomer@journey.test',
      password: 'velvet-Harbour-91',
    });
    expect(signup.status).toBe(201);
    const token: string = signup.body.token;
    // "Your 3 free stories are waiting": the welcome credits are three Short stories.
    expect(await balance(token)).toEqual({ text: WELCOME_CREDITS.text, audio: WELCOME_CREDITS.audio });
    expect(WELCOME_CREDITS.text).toBe(FREE_STORY_LIMIT * STORY_LENGTHS[2].textCredits);

    const ids: string[] = [];
    for (let i = 1; i <= FREE_STORY_LIMIT; i++) {
      const created = await t.api.post(
        '/api/stories/generate',
        { title: `Evening ${i}`, settings: { length: 2 } },
        token,
      );
      expect(created.status).toBe(201);
      ids.push(created.body._id);
    }
    expect(await balance(token)).toEqual({ text: 0, audio: WELCOME_CREDITS.audio });

    const chapter = await waitForChapter(t.api, ids[0], 1, token, 20_000);
    expect(chapter.status).toBe('ready');
    // What the narration button shows before the click, and what it leaves.
    const price = actionCost({ kind: 'narrate', text: chapter.content });
    expect(price.kind).toBe('audio');
    // A Short chapter is the audio table's first step (about 2.5 minutes), within the welcome credits.
    expect(price.credits).toBe(NARRATION_PRICE_STEPS[0].audioCredits);
    expect(price.credits).toBeLessThanOrEqual(WELCOME_CREDITS.audio);
    const narrated = await t.api.post(
      '/api/speech/generate',
      { text: '', voiceId: ELEVEN_VOICE, storyId: ids[0], chapterNumber: 1 },
      token,
    );
    expect(narrated.status).toBe(202);
    expect(narrated.body.audioCredits).toBe(WELCOME_CREDITS.audio - price.credits);
    expect(await waitForAudio(t.api, ids[0], 1, token)).toMatchObject({ audioUrl: narrated.body.audioUrl });
    expect(await balance(token)).toEqual({ text: 0, audio: WELCOME_CREDITS.audio - price.credits });
  });
});
