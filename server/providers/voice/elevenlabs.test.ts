import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { voiceOptionSchema } from '#common/contract';
import { FAKE_ELEVENLABS_VOICES, startFakeElevenLabsServer } from '#server/test/fakeElevenLabsServer';
import type { FakeAudioServer } from '#server/test/fakeSpeechServer';
import { ElevenLabsVoiceProvider } from './elevenlabs';
import { VOICE_ERROR_MESSAGES } from './errors';
import { describeRemoteVoiceProvider } from '#server/test/remoteVoiceProviderSuite';

const API_KEY = 'test-elevenlabs-key';
const sentence = 'She turned towards the sea, and the evening light caught the side of her face as she laughed. ';

describeRemoteVoiceProvider('ElevenLabs', {
  startServer: () => startFakeElevenLabsServer({ apiKey: API_KEY }),
  provider: (baseUrl, { apiKey = API_KEY, idleMs }) => new ElevenLabsVoiceProvider({ apiKey, baseUrl, idleMs }),
  voiceId: FAKE_ELEVENLABS_VOICES[0].voice_id,
  twoPartText: sentence.repeat(Math.ceil(8000 / sentence.length)),
});

describe('ElevenLabs: voices', () => {
  let server: FakeAudioServer;
  beforeAll(async () => {
    server = await startFakeElevenLabsServer({ apiKey: API_KEY });
  });
  afterAll(() => server.close());

  it('maps the account voices to voice options', async () => {
    const provider = new ElevenLabsVoiceProvider({ apiKey: API_KEY, baseUrl: server.url });
    const voices = await provider.listVoices();
    expect(voices).toEqual([
      {
        id: '21m00Tcm4TlvDq8ikWAM',
        name: 'Rachel',
        category: 'premade',
        labels: { gender: 'female', accent: 'american', age: 'young', use_case: 'narration' },
        description: 'calm',
      },
      {
        id: 'lib-velvet-0001',
        name: 'Velvet',
        category: 'professional',
        labels: { gender: 'male', accent: 'british', age: 'middle_aged', use_case: 'audiobook' },
        description: 'A smooth, intimate storyteller.',
      },
    ]);
    for (const voice of voices) voiceOptionSchema.parse(voice);
  });

  it('sends the key, the model and the output format', async () => {
    server.requests.length = 0;
    const provider = new ElevenLabsVoiceProvider({ apiKey: API_KEY, baseUrl: `${server.url}/` });
    for await (const _chunk of provider.synthesize({ text: 'Hello.', voiceId: 'lib-velvet-0001' }));
    const [request] = server.requests;
    expect(request.path).toBe('/v1/text-to-speech/lib-velvet-0001/stream/with-timestamps?output_format=pcm_24000');
    expect(request.headers['xi-api-key']).toBe(API_KEY);
    expect(JSON.parse(request.body)).toEqual({ text: 'Hello.', model_id: 'eleven_multilingual_v2' });
  });

  it('reuses the list for a while, and asks again once it is stale', async () => {
    server.requests.length = 0;
    const cached = new ElevenLabsVoiceProvider({ apiKey: API_KEY, baseUrl: server.url });
    await cached.listVoices();
    await cached.listVoices();
    expect(server.requests).toHaveLength(1);
    const stale = new ElevenLabsVoiceProvider({ apiKey: API_KEY, baseUrl: server.url, voicesTtlMs: 0 });
    await stale.listVoices();
    await stale.listVoices();
    expect(server.requests).toHaveLength(3);
  });

  it('fails with the spec message and does not cache a failure', async () => {
    const provider = new ElevenLabsVoiceProvider({ apiKey: API_KEY, baseUrl: server.url });
    server.failWith('unauthorized');
    await expect(provider.listVoices()).rejects.toThrow(VOICE_ERROR_MESSAGES.auth);
    server.failWith('serverError');
    await expect(provider.listVoices()).rejects.toThrow(VOICE_ERROR_MESSAGES.failed);
    server.failWith(undefined);
    await expect(provider.listVoices()).resolves.toHaveLength(2);
  });
});
