import { MPEGDecoder } from 'mpg123-decoder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOUDNESS } from '#server/providers/voice/offline/loudness';
import { buildStory, buildUser } from '#server/test/factories';
import { sineMp3, startFakeSpeechServer, type FakeAudioServer } from '#server/test/fakeSpeechServer';
import { startTestApp, type TestApp } from '#server/test/testApp';
import { ELEVEN_VOICE, startWithFakeElevenLabs, storedAudio, waitForAudio } from '#server/test/narrationKit';

const chapterText = 'The evening air was warm and heavy with salt. She laughed, and the sound surprised them both.';
/** A tone this far apart in level: a whisper of a service and one that shouts. */
const QUIET = 1200;
const LOUD = 26000;

interface Level {
  /** RMS of the speech, pauses left out (50 ms windows quieter than the gate), in dBFS. */
  speechDbfs: number;
  /** The loudest sample, in dBFS. */
  peakDbfs: number;
}

/**
 * MP3 decoded and measured here, not with the app's own meter: the RMS of every 50 ms window louder
 * than the silence gate (as a loudness meter leaves pauses out), and the highest sample.
 */
async function measureMp3(mp3: Uint8Array): Promise<Level> {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  try {
    const { channelData, sampleRate } = decoder.decode(mp3);
    const samples = channelData[0];
    const gate = 10 ** (LOUDNESS.gateDbfs / 10); // a mean square, full scale being 1
    const window = Math.round(sampleRate * 0.05);
    let speechEnergy = 0;
    let speechSamples = 0;
    let peak = 0;
    for (let start = 0; start < samples.length; start += window) {
      const block = samples.subarray(start, start + window);
      let energy = 0;
      for (const sample of block) {
        energy += sample * sample;
        peak = Math.max(peak, Math.abs(sample));
      }
      if (energy / block.length >= gate) {
        speechEnergy += energy;
        speechSamples += block.length;
      }
    }
    expect(speechSamples, 'the audio holds some sound').toBeGreaterThan(sampleRate / 2);
    return { speechDbfs: 10 * Math.log10(speechEnergy / speechSamples), peakDbfs: 20 * Math.log10(peak) };
  } finally {
    decoder.free();
  }
}

async function narrate(t: TestApp, voiceId: string): Promise<Level> {
  const { user, token } = await buildUser(t.ctx.db, { audioCredits: 3 });
  const story = await buildStory(t.ctx.db, user, { chapters: [{ content: chapterText }] });
  expect((await t.api.post('/api/speech/generate', { voiceId, storyId: story.id }, token)).status).toBe(202);
  const { audioUrl } = await waitForAudio(t.api, story.id, 1, token);
  return measureMp3(await storedAudio(t, audioUrl));
}

describe('every narration is stored at one loudness, whatever the provider', () => {
  const levels: Record<string, Level> = {};
  const inputs: Record<string, Level> = {};
  const closers: Array<() => Promise<void>> = [];
  beforeAll(async () => {
    const eleven = await startWithFakeElevenLabs();
    closers.push(eleven.close);
    eleven.fake.amplitude = QUIET;
    inputs.elevenlabs = await measureMp3(sineMp3({ amplitude: QUIET }));
    levels.elevenlabs = await narrate(eleven.t, ELEVEN_VOICE);

    const speech: FakeAudioServer = await startFakeSpeechServer({ apiKey: 'k' });
    speech.chunkDelayMs = 5;
    speech.amplitude = LOUD;
    inputs.openAiSpeech = await measureMp3(sineMp3({ amplitude: LOUD }));
    const openAi = await startTestApp({ env: { TTS_BASE_URL: `${speech.url}/v1`, TTS_API_KEY: 'k' } });
    closers.push(async () => {
      await openAi.close();
      await speech.close();
    });
    levels.openAiSpeech = await narrate(openAi, 'alloy');

    const builtIn = await startTestApp();
    closers.push(builtIn.close);
    // One voice of each built-in engine: Flite's deep male and eSpeak NG's whisper.
    levels.builtInDeepMale = await narrate(builtIn, 'offline-deep-male');
    levels.builtInWhisper = await narrate(builtIn, 'offline-soft-whisper');
  }, 90_000);
  afterAll(() => Promise.all(closers.map((close) => close())));

  it('brings a quiet service, a loud one and the built-in voices to the target level, within 1 dB', () => {
    expect(Object.keys(levels)).toHaveLength(4);
    for (const [voice, { speechDbfs }] of Object.entries(levels))
      expect(Math.abs(speechDbfs - LOUDNESS.targetDbfs), `${voice} at ${speechDbfs.toFixed(2)} dBFS`).toBeLessThan(1);
  });

  it('never clips: every peak stays below full scale, however loud the service was', () => {
    // The limiter holds samples at -1 dBFS before MP3 coding, which may lift a peak by a fraction of a decibel.
    for (const [voice, { peakDbfs }] of Object.entries(levels))
      expect(peakDbfs, `${voice} peaks at ${peakDbfs.toFixed(2)} dBFS`).toBeLessThan(0);
  });

  it('raises the quiet service and lowers the loud one: their audio was over 20 dB apart, what is stored is within 1 dB', () => {
    expect(inputs.openAiSpeech.speechDbfs - inputs.elevenlabs.speechDbfs).toBeGreaterThan(20);
    expect(levels.elevenlabs.speechDbfs - inputs.elevenlabs.speechDbfs).toBeGreaterThan(10);
    expect(inputs.openAiSpeech.speechDbfs - levels.openAiSpeech.speechDbfs).toBeGreaterThan(10);
    const stored = Object.values(levels).map((level) => level.speechDbfs);
    expect(Math.max(...stored) - Math.min(...stored)).toBeLessThan(1);
  });
});
