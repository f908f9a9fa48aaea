import { describe, expect, it } from 'vitest';
import { sineMp3 } from '#server/test/fakeSpeechServer';
import { id3Length, looksLikeMp3, mp3DurationSeconds, withoutLeadingId3 } from './mp3';

async function collect(chunks: AsyncIterable<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
}

async function* inPiecesOf(bytes: Uint8Array, size: number): AsyncGenerator<Uint8Array> {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

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

  it('drops a leading ID3 tag however the stream is chunked, and leaves untagged audio alone', async () => {
    expect(id3Length(tagged)).toBe(20);
    for (const size of [1, 7, 10, 11, 4096]) {
      expect(
        Buffer.compare(await collect(withoutLeadingId3(inPiecesOf(tagged, size))), tagged.subarray(20)),
        `chunks of ${size}`,
      ).toBe(0);
      expect(Buffer.compare(await collect(withoutLeadingId3(inPiecesOf(bare, size))), bare), `chunks of ${size}`).toBe(
        0,
      );
    }
    expect(await collect(withoutLeadingId3(inPiecesOf(Buffer.from([0xff, 0xf3]), 1)))).toEqual(
      Buffer.from([0xff, 0xf3]),
    );
  });
});
