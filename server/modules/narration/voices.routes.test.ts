import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXED_VOICE_IDS } from '#common/catalogue/voices';
import { voiceOptionSchema } from '#common/contract';
import { FAKE_ELEVENLABS_VOICES, startFakeElevenLabsServer } from '#server/test/fakeElevenLabsServer';
import type { FakeAudioServer } from '#server/test/fakeSpeechServer';
import { startTestApp, type TestApp } from '#server/test/testApp';
import { VOICE_ERROR_MESSAGES } from '#server/providers/voice/errors';

describe('GET /api/stories/voice-options on the embedded defaults', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('lists the built-in voices to anyone, signed in or not', async () => {
    const response = await t.api.get('/api/stories/voice-options');
    expect(response.status).toBe(200);
    expect(Array.isArray(response.body)).toBe(true);
    for (const voice of response.body) expect(voiceOptionSchema.strict().parse(voice)).toEqual(voice);
    const ids = response.body.map((v: { id: string }) => v.id);
    for (const id of Object.values(FIXED_VOICE_IDS)) expect(ids).toContain(id);
    expect(response.body[0].category).toBe('premade');
    expect(t.ctx.providers.describe()).toMatchObject({ voice: 'offline-flite', storage: 'local-disk' });
  });
});

describe('GET /api/stories/voice-options with ElevenLabs configured', () => {
  let fake: FakeAudioServer;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeElevenLabsServer({ apiKey: 'route-key' });
    t = await startTestApp({ env: { ELEVENLABS_API_KEY: 'route-key', ELEVENLABS_BASE_URL: fake.url } });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('answers 502 with the error shape when the service fails, then the voices once it recovers', async () => {
    fake.failWith('unauthorized');
    const failed = await t.api.get('/api/stories/voice-options');
    expect(failed.status).toBe(502);
    expect(failed.body).toEqual({ message: VOICE_ERROR_MESSAGES.auth, code: 'PROVIDER_FAILED' });

    fake.failWith(undefined);
    const listed = await t.api.get('/api/stories/voice-options');
    expect(listed.status).toBe(200);
    expect(listed.body.map((v: { id: string }) => v.id)).toEqual(FAKE_ELEVENLABS_VOICES.map((v) => v.voice_id));
    expect(t.ctx.providers.describe()).toMatchObject({ voice: 'elevenlabs' });
  });
});
