import { MPEGDecoder } from 'mpg123-decoder';
import { describe, expect, it } from 'vitest';
import { SpeechLeveller } from './levelledMp3';
import { mp3DurationSeconds } from './mp3';
import { speechLevelDbfs } from '#server/test/speechLevel';
import { LOUDNESS } from './offline/loudness';

const RATE = 24000;

/** Two seconds of a 220 Hz tone as PCM16 little-endian bytes, cut into pieces of `size` (odd sizes split samples). */
async function* tone(amplitude: number, size: number): AsyncGenerator<Uint8Array> {
  const bytes = Buffer.alloc(2 * RATE * 2);
  for (let i = 0; i < bytes.length / 2; i++)
    bytes.writeInt16LE(Math.round(amplitude * Math.sin((2 * Math.PI * 220 * i) / RATE)), 2 * i);
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

async function levelled(amplitude: number, size: number): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of new SpeechLeveller(RATE).mp3(tone(amplitude, size))) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function decodedLevel(mp3: Uint8Array): Promise<number> {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  const { channelData, sampleRate } = decoder.decode(mp3);
  decoder.free();
  return speechLevelDbfs(
    Int16Array.from(channelData[0], (s) => Math.round(s * 32767)),
    sampleRate,
  );
}

describe('levelling streamed speech', () => {
  it('brings quiet and loud PCM, however it is cut, to the target level without changing its length', async () => {
    for (const [amplitude, size] of [
      [500, 333],
      [28000, 4096],
      [8000, 1],
    ]) {
      const mp3 = await levelled(amplitude, size);
      expect(Math.abs(mp3DurationSeconds(mp3) - 2), `${amplitude} in ${size}-byte pieces`).toBeLessThan(0.1);
      // MP3 coding itself takes about half a decibel off a pure tone.
      expect(Math.abs((await decodedLevel(mp3)) - LOUDNESS.targetDbfs), `${amplitude}`).toBeLessThan(1);
    }
  });
});
