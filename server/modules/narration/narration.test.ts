import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NARRATION_PRICE_STEPS } from '#common/catalogue/costs';
import { actionCost } from '#common/rules/actionCost';
import { VOICE_ERROR_MESSAGES } from '#server/providers/voice/errors';
import { buildStory, buildUser } from '#server/test/factories';
import type { FakeAudioServer } from '#server/test/fakeSpeechServer';
import type { TestApp } from '#server/test/testApp';
import { NARRATION_MESSAGES } from './narration.service';
import {
  audioBalance,
  ELEVEN_VOICE,
  ledgerRows,
  startWithFakeElevenLabs,
  synthesisCalls,
  waitForAudio,
  wordsText,
} from '#server/test/narrationKit';
import { LEDGER_REASONS } from '#server/modules/credits/ledger';

let t: TestApp;
let fake: FakeAudioServer;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, fake, close } = await startWithFakeElevenLabs());
});
afterAll(() => close());
beforeEach(() => {
  fake.failWith(undefined);
  fake.answerAfterMs = 0;
  fake.requests.length = 0;
});

const narrate = (storyId: string, token: string, chapterNumber?: number, text = 'the client says anything') =>
  t.api.post(
    '/api/speech/generate',
    { text, voiceId: ELEVEN_VOICE, storyId, ...(chapterNumber ? { chapterNumber } : {}) },
    token,
  );

describe('POST /api/speech/generate for a chapter', () => {
  it("charges by the spec's audio table, narrates the stored text and attaches the audio", async () => {
    const { user, token } = await buildUser(t.ctx.db, { audioCredits: 5 });
    const story = await buildStory(t.ctx.db, user, { chapters: [{ content: wordsText(400) }] });
    const res = await narrate(story.id, token);
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ fallback: false, inProgress: true, audioCredits: 3 });
    expect(res.body.audioUrl).toMatch(/^\/api\/audio\/[0-9a-f]{64}\.mp3$/);
    expect(await audioBalance(t.ctx.db, user.id)).toBe(3);

    const info = await waitForAudio(t.api, story.id, 1, token);
    expect(JSON.parse(fake.requests.at(-1)!.body).text).toContain('She smiled at him');
    expect(info).toMatchObject({
      audioUrl: res.body.audioUrl,
      fallback: false,
      message: NARRATION_MESSAGES.ready,
      durationSeconds: expect.any(Number),
    });
    const storyRes = await t.api.get(`/api/stories/${story.id}`, token);
    expect(storyRes.body.audioUrl).toBe(res.body.audioUrl);
    // Once narrated, the story's listening time is the audio's real length.
    expect(storyRes.body.listeningSeconds).toBe(Math.round(info.durationSeconds ?? -1));
    const file = await t.api.get(res.body.audioUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('audio/mpeg');
  });

  it('prices by the characters the voice bills: words joined by commas cost what words joined by spaces do', async () => {
    const { user, token } = await buildUser(t.ctx.db, { audioCredits: 20 });
    const spaced = await buildStory(t.ctx.db, user, { chapters: [{ content: 'velvet '.repeat(860) }] });
    const joined = await buildStory(t.ctx.db, user, { chapters: [{ content: 'velvet,'.repeat(860) }] });
    const [a, b] = [await narrate(spaced.id, token), await narrate(joined.id, token)];
    expect([a.status, b.status]).toEqual([202, 202]);
    expect(a.body.audioCredits).toBe(20 - 5);
    expect(b.body.audioCredits).toBe(20 - 5 - 5);
    await Promise.all([waitForAudio(t.api, spaced.id, 1, token), waitForAudio(t.api, joined.id, 1, token)]);
  });

  it('gives back what the narration cost beyond the price of its real duration, once the audio is stored', async () => {
    const { user, token } = await buildUser(t.ctx.db, { audioCredits: 10 });
    // Priced before the click from its characters (about 7 minutes: 5 credits); the voice's audio
    // is a second long, which the table prices at its first step.
    const text = wordsText(1000);
    const shown = actionCost({ kind: 'narrate', text }).credits;
    const fair = NARRATION_PRICE_STEPS[0].audioCredits;
    expect(shown).toBeGreaterThan(fair);
    const story = await buildStory(t.ctx.db, user, { chapters: [{ content: text }] });
    const res = await narrate(story.id, token);
    expect(res.body.audioCredits).toBe(10 - shown);
    expect(await waitForAudio(t.api, story.id, 1, token)).toMatchObject({ fallback: false });
    await expect.poll(() => audioBalance(t.ctx.db, user.id)).toBe(10 - fair);
    expect(await ledgerRows(t.ctx.db, user.id, LEDGER_REASONS.narrationPriceAdjustment)).toHaveLength(1);

    // Someone else narrating the same text in their own story pays the stored audio's real price at once.
    const other = await buildUser(t.ctx.db, { audioCredits: 10 });
    const copy = await buildStory(t.ctx.db, other.user, { chapters: [{ content: text }] });
    const again = await narrate(copy.id, other.token);
    expect(again.body.audioCredits).toBe(10 - fair);
    expect(await ledgerRows(t.ctx.db, other.user.id, LEDGER_REASONS.narrationPriceAdjustment)).toHaveLength(0);
  });

  it('narrates the same text and voice once and charges once, even for two requests at the same moment', async () => {
    const { user, token } = await buildUser(t.ctx.db, { audioCredits: 3 });
    const story = await buildStory(t.ctx.db, user, { chapters: [{ content: wordsText(200) }] });
    const [a, b] = await Promise.all([narrate(story.id, token), narrate(story.id, token)]);
    expect([a.status, b.status]).toEqual([202, 202]);
    expect(a.body.audioUrl).toBe(b.body.audioUrl);
    await waitForAudio(t.api, story.id, 1, token);
    const again = await narrate(story.id, token);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      audioUrl: a.body.audioUrl,
      inProgress: false,
      message: NARRATION_MESSAGES.ready,
    });
    expect(await audioBalance(t.ctx.db, user.id)).toBe(1);
    expect(await ledgerRows(t.ctx.db, user.id, LEDGER_REASONS.narrationCharge)).toHaveLength(1);
    expect(synthesisCalls(fake)).toBe(1);
  });

  it('answers 402 before any work when the user is short of audio credits', async () => {
    const { user, token } = await buildUser(t.ctx.db, { audioCredits: 1 });
    const story = await buildStory(t.ctx.db, user, {
      chapters: [{ content: `Never narrated before. ${wordsText(400)}` }],
    });
    const res = await narrate(story.id, token);
    expect(res.status).toBe(402);
    expect(res.body.message).toMatch(/^Insufficient audio credits/);
    expect(synthesisCalls(fake)).toBe(0);
    expect(await audioBalance(t.ctx.db, user.id)).toBe(1);
  });

  it('answers 202 as soon as the narration is accepted, before the voice has sent any audio, then follows it to ready', async () => {
    const { user, token } = await buildUser(t.ctx.db, { audioCredits: 5 });
    const story = await buildStory(t.ctx.db, user, { chapters: [{ content: `Slow voice. ${wordsText(100)}` }] });
    fake.answerAfterMs = 2000;
    const startedAt = Date.now();
    const res = await narrate(story.id, token);
    expect(Date.now() - startedAt).toBeLessThan(1500);
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ inProgress: true, message: NARRATION_MESSAGES.inProgress });
    expect(res.body.audioCredits).toBe(await audioBalance(t.ctx.db, user.id));
    expect(res.body.audioCredits).toBeLessThan(5);
    const during = await t.api.get(`/api/stories/${story.id}/audio?chapter=1`, token);
    expect(during.body).toMatchObject({
      audioUrl: res.body.audioUrl,
      inProgress: true,
      fallback: false,
      message: NARRATION_MESSAGES.inProgress,
    });
    // The player streams it meanwhile: the first bytes come as the voice sends them.
    const file = await t.api.get(res.body.audioUrl, token);
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toBe('no-store');
    const ready = await waitForAudio(t.api, story.id, 1, token);
    expect(ready).toMatchObject({ inProgress: false, fallback: false, message: NARRATION_MESSAGES.ready });
    expect(ready.marks.length).toBeGreaterThan(0);
  });

  it('refunds exactly once and reports the voice service message when synthesis fails after it was accepted', async () => {
    const { user, token } = await buildUser(t.ctx.db, { audioCredits: 3 });
    const story = await buildStory(t.ctx.db, user, { chapters: [{ content: wordsText(100) }] });
    fake.failWith('serverError');
    const failed = await narrate(story.id, token);
    expect(failed.status).toBe(202);
    expect(failed.body.audioCredits).toBeLessThan(3);
    expect(await waitForAudio(t.api, story.id, 1, token)).toMatchObject({
      audioUrl: null,
      inProgress: false,
      fallback: true,
      message: VOICE_ERROR_MESSAGES.failed,
    });
    expect(await audioBalance(t.ctx.db, user.id)).toBe(3);

    fake.failWith('freePlan');
    expect((await narrate(story.id, token)).status).toBe(202);
    expect((await waitForAudio(t.api, story.id, 1, token)).message).toBe(VOICE_ERROR_MESSAGES.plan);
    expect(await audioBalance(t.ctx.db, user.id)).toBe(3);
    expect(await ledgerRows(t.ctx.db, user.id, LEDGER_REASONS.narrationRefund)).toHaveLength(2);

    // A retry after refunded failures is charged again, once.
    fake.failWith(undefined);
    expect((await narrate(story.id, token)).status).toBe(202);
    expect(await waitForAudio(t.api, story.id, 1, token)).toMatchObject({ fallback: false, inProgress: false });
    expect(await audioBalance(t.ctx.db, user.id)).toBe(1);
    expect(await ledgerRows(t.ctx.db, user.id, LEDGER_REASONS.narrationCharge)).toHaveLength(3);
    expect(await ledgerRows(t.ctx.db, user.id, LEDGER_REASONS.narrationRefund)).toHaveLength(2);
  });

  it('lets a reader narrate only what they may read: locked chapters after unlocking, private stories never', async () => {
    const { user: owner } = await buildUser(t.ctx.db);
    const { token } = await buildUser(t.ctx.db, { audioCredits: 5, textCredits: 5 });
    const story = await buildStory(t.ctx.db, owner, {
      chapters: [{ content: wordsText(50) }, { content: wordsText(60) }],
    });
    expect((await narrate(story.id, token, 2)).status).toBe(403);
    expect(synthesisCalls(fake)).toBe(0);
    expect((await t.api.post(`/api/stories/${story.id}/chapters/2/unlock`, undefined, token)).status).toBe(200);
    expect((await narrate(story.id, token, 2)).status).toBe(202);
    await waitForAudio(t.api, story.id, 2, token);

    const hidden = await buildStory(t.ctx.db, owner, { accessType: 'private' });
    expect((await narrate(hidden.id, token)).status).toBe(404);
    expect((await t.api.get(`/api/stories/${hidden.id}/audio`, token)).status).toBe(404);
    expect((await narrate('not-a-story', token)).status).toBe(404);
    expect((await narrate(story.id, token, 9)).status).toBe(404);
  });

  it('refuses guests, chapters still being written and failed chapters', async () => {
    const { user, token } = await buildUser(t.ctx.db, { audioCredits: 5 });
    const story = await buildStory(t.ctx.db, user, { chapters: [{}, { status: 'failed', content: '' }] });
    expect(
      (await t.api.post('/api/speech/generate', { text: 'x', voiceId: ELEVEN_VOICE, storyId: story.id })).status,
    ).toBe(401);
    const failed = await narrate(story.id, token, 2);
    expect(failed.status).toBe(409);
    expect(failed.body.message).toBe(NARRATION_MESSAGES.chapterFailed);
    expect((await t.api.post('/api/speech/generate', { voiceId: '', storyId: story.id }, token)).status).toBe(400);
  });
});

describe('GET /api/stories/{id}/audio', () => {
  it('says there is no audio yet, to guests too, and 403 for a locked chapter', async () => {
    const { user } = await buildUser(t.ctx.db);
    const story = await buildStory(t.ctx.db, user, { chapters: [{}, {}] });
    const res = await t.api.get(`/api/stories/${story.id}/audio`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      audioUrl: null,
      fallback: false,
      message: NARRATION_MESSAGES.none,
      marks: [],
      inProgress: false,
    });
    expect((await t.api.get(`/api/stories/${story.id}/audio?chapter=2`)).status).toBe(403);
    expect((await t.api.get(`/api/stories/${story.id}/audio?chapter=zero`)).status).toBe(400);
  });
});
