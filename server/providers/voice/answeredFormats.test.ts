import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeSpeechServer, type FakeAudioServer } from '#server/test/fakeSpeechServer';
import { VoiceError } from './errors';
import { mp3DurationSeconds } from './mp3';
import { OpenAiSpeechProvider } from './openaiSpeech';

/** A speech server asked for PCM that answers something else: read as what it is, or failed with the reason. */
const API_KEY = 'test-tts-key';
let server: FakeAudioServer;
beforeAll(async () => {
  server = await startFakeSpeechServer({ apiKey: API_KEY });
  server.chunkDelayMs = 1;
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.answerAs = undefined;
});

const provider = (options: { maxChars?: number } = {}) =>
  new OpenAiSpeechProvider({ baseUrl: `${server.url}/v1`, apiKey: API_KEY, maxRetries: 0, ...options });

async function narrate(text: string, options: { maxChars?: number } = {}): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of provider(options).synthesize({ text, voiceId: 'nova' })) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function failure(text: string): Promise<VoiceError> {
  const error = await narrate(text).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(VoiceError);
  return error as VoiceError;
}

const LINE = 'She poured two glasses of wine and listened to the rain.';

describe('OpenAI-compatible speech answering another format than PCM', () => {
  it.each([
    ['PCM, as asked', undefined],
    ['MP3 behind an ID3 tag', 'mp3' as const],
    ['16-bit mono WAV at 16 kHz', { wavRate: 16000 }],
    ['16-bit mono WAV at 24 kHz', { wavRate: 24000 }],
  ])('reads %s as one second of speech, untagged MP3', async (_name, format) => {
    server.answerAs = format;
    const mp3 = await narrate(LINE);
    expect(mp3.subarray(0, 3).toString('latin1')).not.toBe('ID3');
    expect(mp3DurationSeconds(mp3)).toBeGreaterThan(0.9);
    expect(mp3DurationSeconds(mp3)).toBeLessThan(1.2);
  });

  it.each([
    ['Ogg', 'ogg' as const, /Ogg/],
    ['stereo WAV', { wavRate: 24000, channels: 2 }, /2 channel/],
  ])('fails %s with the reason named, rather than narrate noise', async (_name, format, reason) => {
    server.answerAs = format;
    const error = await failure(LINE);
    expect(error.reason).toBe('failed');
    expect(String((error.cause as Error).message)).toMatch(reason);
  });

  it('sends no more than TTS_MAX_CHARS in one request', async () => {
    await narrate(`${LINE} `.repeat(30), { maxChars: 300 });
    expect(server.requests.length).toBeGreaterThan(5);
    for (const request of server.requests)
      expect((JSON.parse(request.body) as { input: string }).input.length).toBeLessThanOrEqual(300);
  });
});
