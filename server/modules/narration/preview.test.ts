import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXED_VOICE_IDS, VOICE_PREVIEW_SENTENCE } from '#common/catalogue/voices';
import { RATE_LIMITS } from '#server/security';
import type { SynthesisRequest, VoiceProvider } from '#server/providers/voice/port';
import { audioAssets } from '#server/db/schema';
import { startSession } from '#server/modules/auth/auth.service';
import { buildStory, buildUser } from '#server/test/factories';
import { startTestApp, type TestApp } from '#server/test/testApp';
import { UNKNOWN_VOICE_MESSAGE } from './knownVoices';
import { NARRATION_MESSAGES } from './narration.service';

/** The built-in voice, counting its syntheses. */
function counting(voice: VoiceProvider) {
  const calls: SynthesisRequest[] = [];
  const provider: VoiceProvider = {
    name: voice.name,
    offline: voice.offline,
    listVoices: () => voice.listVoices(),
    synthesize(request) {
      calls.push(request);
      return voice.synthesize(request);
    },
  };
  return { provider, calls };
}

let t: TestApp;
let calls: SynthesisRequest[];
beforeAll(async () => {
  t = await startTestApp({
    providers: (_config, defaults) => {
      const wrapped = counting(defaults.voice);
      calls = wrapped.calls;
      return { ...defaults, voice: wrapped.provider };
    },
  });
});
afterAll(() => t.close());

const preview = (voiceId: string, token?: string, text = VOICE_PREVIEW_SENTENCE) =>
  t.api.post('/api/speech/generate', { text, voiceId }, token);

describe('the voice preview on the built-in voice', () => {
  it('is free, synthesised once per voice and served as MP3', async () => {
    const { user, token } = await buildUser(t.ctx.db, { audioCredits: 0 });
    const voiceId = FIXED_VOICE_IDS['Deep Male'];
    const first = await preview(voiceId, token);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ fallback: false, inProgress: false, message: NARRATION_MESSAGES.ready });
    const again = await preview(voiceId, token);
    expect(again.body.audioUrl).toBe(first.body.audioUrl);
    expect(calls.filter((c) => c.voiceId === voiceId)).toHaveLength(1);

    const head = await fetch(t.baseUrl + first.body.audioUrl, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(1024);
    expect(user.audioCredits).toBe(0);
  });

  it('accepts only the sample sentence, and only from signed-in users', async () => {
    const { token } = await buildUser(t.ctx.db);
    const other = await preview('offline-soft-whisper', token, 'Say something else entirely.');
    expect(other.status).toBe(400);
    expect(other.body.message).toBe(NARRATION_MESSAGES.previewOnly);
    expect((await preview('offline-soft-whisper')).status).toBe(401);
  });

  it('is rate-limited per user, whichever of their sessions asks', async () => {
    const { user, token } = await buildUser(t.ctx.db);
    const { token: secondSession } = await startSession(t.ctx.db, user);
    const { max } = RATE_LIMITS.voicePreviewPerUser;
    for (let i = 0; i < max; i++)
      expect((await preview('offline-soft-whisper', i % 2 ? token : secondSession)).status).toBe(200);
    const { token: thirdSession } = await startSession(t.ctx.db, user);
    const limited = await preview('offline-soft-whisper', thirdSession);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    const { token: someoneElse } = await buildUser(t.ctx.db);
    expect((await preview('offline-soft-whisper', someoneElse)).status).toBe(200);
  });

  it('refuses a voice the voice list does not offer with 400, storing nothing', async () => {
    const { token } = await buildUser(t.ctx.db);
    const assetsBefore = await t.ctx.db.$count(audioAssets);
    const callsBefore = calls.length;
    for (const voiceId of ['made-up-voice-1', 'made-up-voice-2', '../offline-us-female']) {
      const res = await preview(voiceId, token);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(UNKNOWN_VOICE_MESSAGE);
    }
    expect(await t.ctx.db.$count(audioAssets)).toBe(assetsBefore);
    expect(calls.length).toBe(callsBefore);
  });

  it('of a voice asked for by many users at once is made and stored once', async () => {
    const voiceId = 'offline-deep-male';
    const users = await Promise.all([1, 2, 3, 4].map(() => buildUser(t.ctx.db)));
    const answers = await Promise.all(users.map(({ token }) => preview(voiceId, token)));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((res) => res.body.audioUrl)).size).toBe(1);
    expect(calls.filter((c) => c.voiceId === voiceId)).toHaveLength(1);
    const assetId = /([0-9a-f]{64})/.exec(answers[0].body.audioUrl)![1];
    expect(await t.ctx.db.$count(audioAssets, eq(audioAssets.id, assetId))).toBe(1);
    // The sample sentence is no secret: anyone may play a stored preview.
    expect((await fetch(t.baseUrl + answers[0].body.audioUrl)).status).toBe(200);
  });
});

describe('POST /api/stories/{id}/play', () => {
  it('counts one play per listener, story and day, guests included; unreadable stories are 404', async () => {
    const { user: owner } = await buildUser(t.ctx.db);
    const { token } = await buildUser(t.ctx.db);
    const story = await buildStory(t.ctx.db, owner);
    expect((await t.api.post(`/api/stories/${story.id}/play`, undefined, token)).body).toEqual({ plays: 1 });
    expect((await t.api.post(`/api/stories/${story.id}/play`, undefined, token)).body).toEqual({ plays: 1 });
    expect((await t.api.post(`/api/stories/${story.id}/play`)).body).toEqual({ plays: 2 });
    expect((await t.api.post(`/api/stories/${story.id}/play`)).body).toEqual({ plays: 2 });
    expect((await t.api.get(`/api/stories/${story.id}`)).body.plays).toBe(2);

    const hidden = await buildStory(t.ctx.db, owner, { accessType: 'private' });
    expect((await t.api.post(`/api/stories/${hidden.id}/play`, undefined, token)).status).toBe(404);
  });
});
