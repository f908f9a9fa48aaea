import { MPEGDecoder } from 'mpg123-decoder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOUDNESS, speechLevelDbfs } from '#server/providers/voice/offline/loudness';
import { buildStory, buildUser } from '#server/test/factories';
import { startFakeSpeechServer, type FakeAudioServer } from '#server/test/fakeSpeechServer';
import { startTestApp, type TestApp } from '#server/test/testApp';
import { ELEVEN_VOICE, startWithFakeElevenLabs, storedAudio, waitForAudio } from './testing';

const chapterText = 'The evening air was warm and heavy with salt. She laughed, and the sound surprised them both.';
/** A tone this far apart in level: a whisper of a service and one that shouts. */
const QUIET = 1200;
const LOUD = 26000;

/** The stored MP3 decoded and measured as the normaliser measures (gated RMS, dBFS). */
async function storedLevelDbfs(t: TestApp, audioUrl: string): Promise<number> {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  try {
    const { channelData, sampleRate } = decoder.decode(await storedAudio(t, audioUrl));
    const samples = Int16Array.from(channelData[0], (s) => Math.round(s * 32767));
    return speechLevelDbfs(samples, sampleRate);
  } finally {
    decoder.free();
  }
}

async function narrate(t: TestApp, voiceId: string): Promise<number> {
  const { user, token } = await buildUser(t.ctx.db, { audioCredits: 3 });
  const story = await buildStory(t.ctx.db, user, { chapters: [{ content: chapterText }] });
  expect((await t.api.post('/api/speech/generate', { voiceId, storyId: story.id }, token)).status).toBe(200);
  const { audioUrl } = await waitForAudio(t.api, story.id, 1, token);
  return storedLevelDbfs(t, audioUrl);
}

describe('every narration is stored at one loudness, whatever the provider', () => {
  const levels: Record<string, number> = {};
  const closers: Array<() => Promise<void>> = [];
  beforeAll(async () => {
    const eleven = await startWithFakeElevenLabs();
    closers.push(eleven.close);
    eleven.fake.amplitude = QUIET;
    levels.elevenlabs = await narrate(eleven.t, ELEVEN_VOICE);

    const speech: FakeAudioServer = await startFakeSpeechServer({ apiKey: 'k' });
    speech.chunkDelayMs = 5;
    speech.amplitude = LOUD;
    const openAi = await startTestApp({ env: { TTS_BASE_URL: `${speech.url}/v1`, TTS_API_KEY: 'k' } });
    closers.push(async () => {
      await openAi.close();
      await speech.close();
    });
    levels.openAiSpeech = await narrate(openAi, 'alloy');

    const builtIn = await startTestApp();
    closers.push(builtIn.close);
    levels.builtIn = await narrate(builtIn, 'offline-deep-male');
  }, 60_000);
  afterAll(() => Promise.all(closers.map((close) => close())));

  it('brings a quiet service, a loud one and the built-in voice to the target level, within 1 dB', () => {
    for (const [provider, level] of Object.entries(levels))
      expect(Math.abs(level - LOUDNESS.targetDbfs), `${provider} at ${level.toFixed(2)} dBFS`).toBeLessThan(1);
  });

  it('keeps the providers within 1 dB of one another, though their input was 27 dB apart', () => {
    const spread = Math.max(...Object.values(levels)) - Math.min(...Object.values(levels));
    expect(spread).toBeLessThan(1);
    expect(20 * Math.log10(LOUD / QUIET)).toBeGreaterThan(26);
  });
});
