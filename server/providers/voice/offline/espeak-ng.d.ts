/** The npm `espeak-ng` package: the espeak-ng CLI compiled by Emscripten, run once per instance. */
declare module 'espeak-ng' {
  interface ESpeakNgInstance {
    FS: {
      writeFile(path: string, data: string | Uint8Array): void;
      readFile(path: string): Uint8Array;
    };
  }
  interface ESpeakNgOptions {
    arguments: string[];
    print?: (line: string) => void;
    printErr?: (line: string) => void;
    preRun?: Array<(instance: ESpeakNgInstance) => void>;
    instantiateWasm?: (
      imports: WebAssembly.Imports,
      done: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void,
    ) => object;
  }
  export default function ESpeakNg(options: ESpeakNgOptions): Promise<ESpeakNgInstance>;
}
