import { VoiceError } from './errors';
import { id3Length, looksLikeMp3 } from './mp3';

/**
 * What a speech service actually answered, told from its first bytes: asked for raw PCM, some
 * OpenAI-compatible servers answer MP3, WAV or Ogg anyway, and reading those as PCM is noise.
 */
export type AnsweredAudio =
  | { kind: 'pcm'; sampleRate: number; body: AsyncIterable<Uint8Array> }
  | { kind: 'mp3'; body: AsyncIterable<Uint8Array> };

/** Enough bytes to tell every format apart and to read a WAV header. */
const SNIFF_BYTES = 64;
const ascii = (bytes: Uint8Array, at: number, length: number) =>
  Buffer.from(bytes.subarray(at, at + length)).toString('latin1');

interface WavLayout {
  sampleRate: number;
  channels: number;
  bits: number;
  format: number;
  dataAt: number;
}

/** The fmt and data chunks of a RIFF/WAVE header, when the bytes hold them. */
function wavLayout(bytes: Uint8Array): WavLayout | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 12;
  let fmt: Omit<WavLayout, 'dataAt'> | undefined;
  while (at + 8 <= bytes.length) {
    const id = ascii(bytes, at, 4);
    const size = view.getUint32(at + 4, true);
    if (id === 'fmt ' && at + 24 <= bytes.length)
      fmt = {
        format: view.getUint16(at + 8, true),
        channels: view.getUint16(at + 10, true),
        sampleRate: view.getUint32(at + 12, true),
        bits: view.getUint16(at + 22, true),
      };
    if (id === 'data') return fmt && { ...fmt, dataAt: at + 8 };
    at += 8 + size + (size % 2);
  }
  return undefined;
}

const unreadable = (why: string) =>
  new VoiceError('failed', { cause: new Error(`The speech service answered ${why}`) });

async function* skip(head: Uint8Array, from: number, rest: AsyncIterator<Uint8Array>): AsyncGenerator<Uint8Array> {
  if (from < head.length) yield head.subarray(from);
  let skipped = Math.max(0, from - head.length);
  for (let next = await rest.next(); !next.done; next = await rest.next()) {
    const chunk = next.value;
    if (skipped >= chunk.length) {
      skipped -= chunk.length;
      continue;
    }
    yield chunk.subarray(skipped);
    skipped = 0;
  }
}

/**
 * Reads the start of a speech answer asked as PCM at `pcmRate` and says what it really is: PCM
 * (raw, or 16-bit mono WAV at its own rate) to level and encode, or MP3 to pass through without
 * its tag. Anything else fails with the reason named.
 */
export async function answeredAudio(body: AsyncIterable<Uint8Array>, pcmRate: number): Promise<AnsweredAudio> {
  const chunks = body[Symbol.asyncIterator]();
  const parts: Uint8Array[] = [];
  let length = 0;
  while (length < SNIFF_BYTES) {
    const next = await chunks.next();
    if (next.done) break;
    parts.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(parts);
  if (looksLikeMp3(head)) return { kind: 'mp3', body: skip(head, id3Length(head), chunks) };
  if (ascii(head, 0, 4) === 'OggS') throw unreadable('Ogg (Opus or Vorbis) audio; set it to answer pcm, wav or mp3');
  if (ascii(head, 0, 4) === 'fLaC') throw unreadable('FLAC audio; set it to answer pcm, wav or mp3');
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WAVE') {
    const wav = wavLayout(head);
    if (!wav) throw unreadable('a WAV file whose header Reverie cannot read');
    if (wav.format !== 1 || wav.bits !== 16 || wav.channels !== 1)
      throw unreadable(`WAV audio as ${wav.channels} channel(s) of ${wav.bits}-bit samples; only 16-bit mono is read`);
    return { kind: 'pcm', sampleRate: wav.sampleRate, body: skip(head, wav.dataAt, chunks) };
  }
  return { kind: 'pcm', sampleRate: pcmRate, body: skip(head, 0, chunks) };
}
