import { parentPort } from 'node:worker_threads';
import { espeakModule, renderMp3, type EspeakParams } from './render';

export interface RenderRequest {
  id: number;
  text: string;
  params: EspeakParams;
}
export type RenderReply = { id: number; mp3: Uint8Array } | { id: number; error: string };

const port = parentPort;
if (!port) throw new Error('espeakWorker must run in a worker thread');

/** Compiling starts with the thread, so the first request does not wait for it on top of its own work. */
void espeakModule().catch(() => {});

/** One synthesis at a time: each holds a fresh espeak-ng instance and its memory. */
let queue = Promise.resolve();
port.on('message', (request: RenderRequest) => {
  queue = queue.then(async () => {
    try {
      const mp3 = await renderMp3(request.text, request.params);
      port.postMessage({ id: request.id, mp3 } satisfies RenderReply, [mp3.buffer as ArrayBuffer]);
    } catch (error) {
      port.postMessage({
        id: request.id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies RenderReply);
    }
  });
});
