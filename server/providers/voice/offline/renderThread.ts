import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { EngineParams } from './render';
import type { RenderReply, RenderRequest } from './renderWorker';

export interface RenderedPart {
  mp3: Uint8Array;
  /** Where each sentence starts in the part's audio, in seconds. */
  offsets: number[];
}

interface Pending {
  resolve(part: RenderedPart): void;
  reject(error: unknown): void;
}

const ownExtension = path.extname(fileURLToPath(import.meta.url));
const workerUrl = new URL(`./renderWorker${ownExtension}`, import.meta.url);

/** Worker threads do not inherit tsx's loader, so a TypeScript worker registers it first. */
function startWorker(): Worker {
  if (ownExtension !== '.ts') return new Worker(workerUrl);
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(workerUrl.href)}); })`;
  return new Worker(bootstrap, { eval: true });
}

/**
 * Runs the synthesisers and the MP3 encoder on one worker thread, so synthesis never blocks the server's
 * event loop. Requests are served in arrival order, which interleaves the parts of concurrent narrations.
 */
export class RenderThread {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  render(sentences: string[], params: EngineParams, signal?: AbortSignal): Promise<RenderedPart> {
    signal?.throwIfAborted();
    const id = this.nextId++;
    const result = new Promise<RenderedPart>((resolve, reject) => {
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
    this.ensureWorker().postMessage({ id, sentences, params } satisfies RenderRequest);
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
      if ('mp3' in reply) pending?.resolve({ mp3: reply.mp3, offsets: reply.offsets });
      else pending?.reject(new Error(reply.error));
    });
    const fail = (error: unknown) => {
      if (this.worker === worker) this.worker = undefined;
      for (const pending of this.pending.values()) pending.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The voice worker exited with code ${code}`)));
    this.worker = worker;
    return worker;
  }
}
