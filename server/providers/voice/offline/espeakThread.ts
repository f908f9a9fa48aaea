import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { RenderReply, RenderRequest } from './espeakWorker';
import type { EspeakParams } from './render';

interface Pending {
  resolve(mp3: Uint8Array): void;
  reject(error: unknown): void;
}

const ownExtension = path.extname(fileURLToPath(import.meta.url));
const workerUrl = new URL(`./espeakWorker${ownExtension}`, import.meta.url);

/** Worker threads do not inherit tsx's loader, so a TypeScript worker registers it first. */
function startWorker(): Worker {
  if (ownExtension !== '.ts') return new Worker(workerUrl);
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(workerUrl.href)}); })`;
  return new Worker(bootstrap, { eval: true });
}

/**
 * Runs espeak-ng and the MP3 encoder on one worker thread, so synthesis never blocks the server's
 * event loop. Requests are served in arrival order, which interleaves the parts of concurrent narrations.
 */
export class EspeakThread {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  render(text: string, params: EspeakParams, signal?: AbortSignal): Promise<Uint8Array> {
    signal?.throwIfAborted();
    const id = this.nextId++;
    const result = new Promise<Uint8Array>((resolve, reject) => {
      const onAbort = () => {
        this.pending.delete(id);
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const settle =
        <T>(fn: (value: T) => void) =>
        (value: T) => {
          signal?.removeEventListener('abort', onAbort);
          fn(value);
        };
      this.pending.set(id, { resolve: settle(resolve), reject: settle(reject) });
    });
    this.ensureWorker().postMessage({ id, text, params } satisfies RenderRequest);
    return result;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = startWorker();
    worker.unref();
    worker.on('message', (reply: RenderReply) => {
      const pending = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if ('mp3' in reply) pending?.resolve(reply.mp3);
      else pending?.reject(new Error(reply.error));
    });
    const fail = (error: unknown) => {
      if (this.worker === worker) this.worker = undefined;
      for (const pending of this.pending.values()) pending.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The espeak-ng worker exited with code ${code}`)));
    this.worker = worker;
    return worker;
  }
}
