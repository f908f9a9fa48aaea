import { parentPort } from 'node:worker_threads';
import { fliteModule } from './flite';
import { renderPart, type EngineParams } from './render';

export interface RenderRequest {
  id: number;
  sentences: string[];
  params: EngineParams;
}
export type RenderReply = { id: number; mp3: Uint8Array; offsets: number[] } | { id: number; error: string };

const port = parentPort;
if (!port) throw new Error('renderWorker must run in a worker thread');

/**
 * Compiling Flite (most voices) starts with the thread, so the first request does not wait for it on
 * top of its own work; eSpeak NG, used by one voice, compiles when first needed.
 */
void fliteModule().catch(() => {});

/** One synthesis at a time: each holds a fresh synthesiser instance and its memory. */
let queue = Promise.resolve();
port.on('message', (request: RenderRequest) => {
  queue = queue.then(async () => {
    try {
      const { mp3, offsets } = await renderPart(request.sentences, request.params);
      port.postMessage({ id: request.id, mp3, offsets } satisfies RenderReply, [mp3.buffer as ArrayBuffer]);
    } catch (error) {
      port.postMessage({
        id: request.id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies RenderReply);
    }
  });
});
