import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Mp3Encoder } from '@breezystack/lamejs';
import ESpeakNg from 'espeak-ng';

/** How espeak-ng speaks one voice: `-v voice`, `-s` words per minute, `-p` pitch 0–99, `-a` amplitude. */
export interface EspeakParams {
  voice: string;
  speed: number;
  pitch: number;
  amplitude: number;
}

const MP3_KBPS = 64;

let compiled: Promise<WebAssembly.Module> | undefined;

/** The 18 MB module is compiled once; every synthesis instantiates it afresh because the CLI's main runs once per instance. */
export function espeakModule(): Promise<WebAssembly.Module> {
  compiled ??= (async () => {
    const wasmPath = createRequire(import.meta.url)
      .resolve('espeak-ng')
      .replace(/\.js$/, '.wasm');
    return WebAssembly.compile(await fs.readFile(wasmPath));
  })();
  return compiled;
}

interface Pcm {
  samples: Int16Array;
  sampleRate: number;
}

/** The PCM16 mono samples of a RIFF/WAVE file. */
function readWav(wav: Uint8Array): Pcm {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  if (wav.length < 12 || view.getUint32(0) !== 0x52494646 || view.getUint32(8) !== 0x57415645)
    throw new Error('espeak-ng did not write a WAV file');
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

/** Synthesises text with espeak-ng into WAV bytes. */
async function espeakWav(text: string, params: EspeakParams): Promise<Uint8Array> {
  const module = await espeakModule();
  const errors: string[] = [];
  const espeak = await ESpeakNg({
    arguments: [
      '-b',
      '1',
      '-v',
      params.voice,
      '-s',
      String(params.speed),
      '-p',
      String(params.pitch),
      '-a',
      String(params.amplitude),
      '-f',
      '/in.txt',
      '-w',
      '/out.wav',
    ],
    print: () => {},
    printErr: (line) => errors.push(line),
    preRun: [(instance) => instance.FS.writeFile('/in.txt', text)],
    instantiateWasm: (imports, done) => {
      WebAssembly.instantiate(module, imports).then((instance) => done(instance, module));
      return {};
    },
  });
  try {
    return espeak.FS.readFile('/out.wav');
  } catch (error) {
    throw new Error(`espeak-ng wrote no audio${errors.length ? `: ${errors.join('; ')}` : ''}`, { cause: error });
  }
}

/** Encodes PCM16 mono samples as CBR MP3 (no ID3 or Xing tag, so encoded parts can be joined). */
function encodeMp3({ samples, sampleRate }: Pcm): Uint8Array {
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

export async function renderMp3(text: string, params: EspeakParams): Promise<Uint8Array> {
  return encodeMp3(readWav(await espeakWav(text, params)));
}
