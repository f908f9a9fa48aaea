import { describe, expect, it } from 'vitest';
import { espeakWav } from './espeak';
import { fliteWav } from './flite';
import { speechLevelDbfs } from '#server/test/speechLevel';
import { LOUDNESS, normaliseLoudness } from './loudness';
import { readWav } from './pcm';
import { OFFLINE_VOICES } from './voices';

const RATE = 16000;

/** A tone at the given amplitude for `seconds`, then as long a silence (a sentence and its pause). */
function toneThenSilence(amplitude: number, seconds = 1): Int16Array {
  const samples = new Int16Array(RATE * seconds * 2);
  for (let i = 0; i < RATE * seconds; i++)
    samples[i] = Math.round(amplitude * Math.sin((2 * Math.PI * 220 * i) / RATE));
  return samples;
}

describe('loudness normalisation', () => {
  it('brings quiet and loud speech to the target level, ignoring pauses', () => {
    for (const amplitude of [300, 3000, 20000]) {
      const out = normaliseLoudness(toneThenSilence(amplitude), RATE);
      expect(speechLevelDbfs(out, RATE)).toBeCloseTo(LOUDNESS.targetDbfs, 0);
    }
  });

  it('never pushes a peak past the ceiling, and leaves silence silent', () => {
    const spiky = toneThenSilence(200);
    spiky[10] = 30000;
    const out = normaliseLoudness(spiky, RATE);
    expect(Math.max(...out.map(Math.abs))).toBeLessThanOrEqual(32768 * 10 ** (LOUDNESS.peakCeilingDbfs / 20) + 1);
    expect(normaliseLoudness(new Int16Array(100), RATE).every((s) => s === 0)).toBe(true);
  });

  it('puts every built-in voice at the same level, within 1 dB', async () => {
    const sentence = 'She laughed, and the sound surprised them both.';
    for (const { option, engine } of OFFLINE_VOICES) {
      const wav = engine.engine === 'flite' ? await fliteWav(sentence, engine) : await espeakWav(sentence, engine);
      const { samples, sampleRate } = readWav(wav);
      expect(
        Math.abs(speechLevelDbfs(normaliseLoudness(samples, sampleRate), sampleRate) - LOUDNESS.targetDbfs),
        option.id,
      ).toBeLessThan(1);
    }
  }, 60_000);
});
