import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import ESpeakNg from 'espeak-ng';

/** How espeak-ng speaks one voice: `-v voice`, `-s` words per minute, `-p` pitch 0–99, `-a` amplitude. */
export interface EspeakParams {
  voice: string;
  speed: number;
  pitch: number;
  amplitude: number;
}

let compiled: Promise<WebAssembly.Module> | undefined;

/** The 18 MB module is compiled once; every synthesis instantiates it afresh because the CLI's main runs once per instance. */
function espeakModule(): Promise<WebAssembly.Module> {
  compiled ??= (async () => {
    const wasmPath = createRequire(import.meta.url)
      .resolve('espeak-ng')
      .replace(/\.js$/, '.wasm');
    return WebAssembly.compile(await fs.readFile(wasmPath));
  })();
  return compiled;
}

/** Synthesises text with espeak-ng into WAV bytes. */
export async function espeakWav(text: string, params: EspeakParams): Promise<Uint8Array> {
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
