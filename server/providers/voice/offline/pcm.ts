import { Mp3Encoder } from '@breezystack/lamejs';

export interface Pcm {
  samples: Int16Array;
  sampleRate: number;
}

/** The bitrate of every stored narration (mono speech). */
export const MP3_KBPS = 64;

/** The PCM16 mono samples of a RIFF/WAVE file. */
export function readWav(wav: Uint8Array): Pcm {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  if (wav.length < 12 || view.getUint32(0) !== 0x52494646 || view.getUint32(8) !== 0x57415645)
    throw new Error('The synthesiser did not write a WAV file');
  let sampleRate = 0;
  for (let offset = 12; offset + 8 <= wav.length;) {
    const id = view.getUint32(offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 0x666d7420) {
      const channels = view.getUint16(body + 2, true);
      const bits = view.getUint16(body + 14, true);
      if (channels !== 1 || bits !== 16) throw new Error(`Unexpected WAV format: ${channels} channels, ${bits} bits`);
      sampleRate = view.getUint32(body + 4, true);
    } else if (id === 0x64617461) {
      const end = Math.min(body + size, wav.length);
      const samples = new Int16Array(wav.slice(body, body + ((end - body) & ~1)).buffer);
      return { samples, sampleRate };
    }
    offset = body + size + (size & 1);
  }
  throw new Error('The WAV file has no data chunk');
}

/** Joins clips of one sample rate with `gapSeconds` of silence between them; answers where each clip starts (seconds). */
export function joinClips(clips: Pcm[], gapSeconds: number): { pcm: Pcm; offsets: number[] } {
  const sampleRate = clips[0]?.sampleRate ?? 16000;
  const gap = Math.round(gapSeconds * sampleRate);
  const total = clips.reduce((n, clip) => n + clip.samples.length, 0) + gap * Math.max(0, clips.length - 1);
  const samples = new Int16Array(total);
  const offsets: number[] = [];
  let at = 0;
  for (const clip of clips) {
    if (clip.sampleRate !== sampleRate) throw new Error('Clips of one narration must share a sample rate');
    offsets.push(at / sampleRate);
    samples.set(clip.samples, at);
    at += clip.samples.length + gap;
  }
  return { pcm: { samples, sampleRate }, offsets };
}

/** Encodes PCM16 mono samples as CBR MP3 (no ID3 or Xing tag, so encoded parts can be joined). */
export function encodeMp3({ samples, sampleRate }: Pcm): Uint8Array {
  const encoder = new Mp3Encoder(1, sampleRate, MP3_KBPS);
  const frames = [encoder.encodeBuffer(samples), encoder.flush()];
  const mp3 = new Uint8Array(frames.reduce((n, f) => n + f.length, 0));
  let offset = 0;
  for (const frame of frames) {
    mp3.set(frame, offset);
    offset += frame.length;
  }
  return mp3;
}
