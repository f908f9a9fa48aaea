import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { voiceOptionSchema } from '#common/contract';
import { startFakeSpeechServer, type FakeAudioServer } from '#server/test/fakeSpeechServer';
import { OpenAiSpeechProvider, parseVoiceList } from './openaiSpeech';
import { describeRemoteVoiceProvider } from '#server/test/remoteVoiceProviderSuite';

const API_KEY = 'test-tts-key';
const sentence = 'He poured two glasses of wine and waited, listening to the rain against the window. ';

describeRemoteVoiceProvider('OpenAI-compatible speech', {
  startServer: () => startFakeSpeechServer({ apiKey: API_KEY }),
  provider: (baseUrl, { apiKey = API_KEY, idleMs }) =>
    new OpenAiSpeechProvider({ baseUrl: `${baseUrl}/v1`, apiKey, idleMs, maxRetries: 0 }),
  voiceId: 'nova',
  twoPartText: sentence.repeat(Math.ceil(6000 / sentence.length)),
});

describe('OpenAI-compatible speech: voices', () => {
  let server: FakeAudioServer;
  beforeAll(async () => {
    server = await startFakeSpeechServer({ apiKey: API_KEY });
  });
  afterAll(() => server.close());

  it('offers the six standard voices by default, all premade', async () => {
    const voices = await new OpenAiSpeechProvider({ baseUrl: `${server.url}/v1` }).listVoices();
    expect(voices.map((v) => v.id)).toEqual(['alloy', 'echo', 'fable', 'onyx', 'nova', 'shimmer']);
    for (const voice of voices) {
      expect(voiceOptionSchema.parse(voice)).toEqual(voice);
      expect(voice.category).toBe('premade');
    }
    expect(voices.find((v) => v.id === 'nova')).toMatchObject({
      name: 'Nova',
      labels: { gender: 'female', use_case: 'narration' },
    });
  });

  it('reads TTS_VOICES entries as id, id:Name or id:Name:category', () => {
    expect(parseVoiceList(' af_bella:Bella , am_adam, am_onyx:Onyx Deep:premium ,')).toEqual([
      {
        id: 'af_bella',
        name: 'Bella',
        category: 'premade',
        labels: { use_case: 'narration' },
        description: 'Voice "af_bella" of the configured speech service.',
      },
      {
        id: 'am_adam',
        name: 'Am_adam',
        category: 'premade',
        labels: { use_case: 'narration' },
        description: 'Voice "am_adam" of the configured speech service.',
      },
      {
        id: 'am_onyx',
        name: 'Onyx Deep',
        category: 'premium',
        labels: { use_case: 'narration' },
        description: 'Voice "am_onyx" of the configured speech service.',
      },
    ]);
  });

  it('sends the model, voice, input and MP3 format with the key', async () => {
    server.requests.length = 0;
    const provider = new OpenAiSpeechProvider({
      baseUrl: `${server.url}/v1`,
      apiKey: API_KEY,
      model: 'kokoro',
      voices: 'af_bella:Bella',
    });
    for await (const _chunk of provider.synthesize({ text: 'Hello.', voiceId: 'af_bella' }));
    const [request] = server.requests;
    expect(request.path).toBe('/v1/audio/speech');
    expect(request.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(JSON.parse(request.body)).toEqual({
      model: 'kokoro',
      voice: 'af_bella',
      input: 'Hello.',
      response_format: 'pcm',
    });
  });
});
