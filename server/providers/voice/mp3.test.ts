import { describe, expect, it } from 'vitest';
import { sineMp3 } from '#server/test/fakeSpeechServer';
import { looksLikeMp3, mp3DurationSeconds } from './mp3';

describe('mp3 helpers', () => {
  const tagged = sineMp3({ seconds: 2 });
  const bare = sineMp3({ seconds: 2, id3: false });

  it('recognises MP3 openings', () => {
    expect(looksLikeMp3(tagged)).toBe(true);
    expect(looksLikeMp3(bare)).toBe(true);
    expect(looksLikeMp3(Buffer.from('RIFF....WAVE'))).toBe(false);
  });

  it('times MP3 by its frames, at 44.1 kHz and 22.05 kHz, skipping tags', () => {
    // The encoder adds its delay and pads the last frame: a few hundredths of a second.
    const near = (seconds: number, expected: number) => expect(Math.abs(seconds - expected)).toBeLessThan(0.1);
    near(mp3DurationSeconds(tagged), 2);
    near(mp3DurationSeconds(sineMp3({ seconds: 3, sampleRate: 22050, kbps: 64 })), 3);
    near(mp3DurationSeconds(Buffer.concat([tagged, tagged])), 4);
  });
});
