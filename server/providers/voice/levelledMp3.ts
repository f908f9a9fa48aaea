import { Mp3Encoder } from '@breezystack/lamejs';
import { amplify, SpeechLevelMeter } from './offline/loudness';
import { MP3_KBPS } from './offline/pcm';

/** 16-bit little-endian samples from a byte stream, a sample cut between two chunks joined again. */
async function* samplesOf(bytes: AsyncIterable<Uint8Array>): AsyncGenerator<Int16Array> {
  let carry: number | undefined;
  for await (const chunk of bytes) {
    const joined = carry === undefined ? chunk : Buffer.concat([Uint8Array.of(carry), chunk]);
    const even = joined.length & ~1;
    carry = even < joined.length ? joined[even] : undefined;
    if (!even) continue;
    const view = new DataView(joined.buffer, joined.byteOffset, even);
    const samples = new Int16Array(even / 2);
    for (let i = 0; i < samples.length; i++) samples[i] = view.getInt16(2 * i, true);
    yield samples;
  }
}

function joinSamples(pieces: Int16Array[]): Int16Array {
  if (pieces.length === 1) return pieces[0];
  const joined = new Int16Array(pieces.reduce((n, piece) => n + piece.length, 0));
  let at = 0;
  for (const piece of pieces) {
    joined.set(piece, at);
    at += piece.length;
  }
  return joined;
}

/** lamejs hands back Int8Arrays whatever its types say: copied as bytes. */
const asBytes = (frames: Uint8Array) => new Uint8Array(frames.buffer, frames.byteOffset, frames.byteLength).slice();

/**
 * Brings a remote voice's speech (PCM16 mono) to the same level as the built-in voice while it
 * streams, and encodes it to MP3 part by part. The level is measured over everything heard so far in
 * the narration (from the first chunk with speech in it), so the gain settles within the first
 * second and then barely moves; each change is spread over a chunk. Timing is untouched: a sample
 * stays where it was.
 */
export class SpeechLeveller {
  private readonly meter: SpeechLevelMeter;
  private gain: number | undefined;

  constructor(private readonly sampleRate: number) {
    this.meter = new SpeechLevelMeter(sampleRate);
  }

  /** One part's MP3 (no tags, so parts join into one file), yielded as its PCM arrives. */
  async *mp3(pcm: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
    const encoder = new Mp3Encoder(1, this.sampleRate, MP3_KBPS);
    const held: Int16Array[] = [];
    for await (const samples of samplesOf(pcm)) {
      this.meter.add(samples);
      // Leading silence waits until there is speech to measure, so the first gain is not a guess.
      if (this.gain === undefined) {
        held.push(samples);
        if (!Number.isFinite(this.meter.levelDbfs())) continue;
      }
      const mp3 = encoder.encodeBuffer(this.level(held.length ? held.splice(0) : [samples]));
      if (mp3.length) yield asBytes(mp3);
    }
    const rest = [encoder.encodeBuffer(this.level(held)), encoder.flush()].map(asBytes);
    const tail = Buffer.concat(rest);
    if (tail.length) yield tail;
  }

  /** The samples at the gain measured so far, moving from the gain used last. */
  private level(pieces: Int16Array[]): Int16Array {
    const samples = joinSamples(pieces);
    const next = this.meter.gain();
    const out = amplify(samples, this.gain ?? next, next);
    this.gain = next;
    return out;
  }
}
