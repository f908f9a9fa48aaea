import { fliteModule } from './flite';
import { renderPart, type EngineParams } from './render';

export interface RenderRequest {
  id: number;
  sentences: string[];
  params: EngineParams;
}
export type RenderReply = { id: number; mp3: Uint8Array; offsets: number[] } | { id: number; error: string };

const parent = process;
if (!parent.send) throw new Error('renderWorker must run as a child process with an IPC channel');
const reply = (message: RenderReply) => parent.send?.(message);
parent.on('disconnect', () => process.exit(0));

/**
 * Compiling Flite (most voices) starts with the process, so the first request does not wait for it on
 * top of its own work; eSpeak NG, used by one voice, compiles when first needed.
 */
void fliteModule().catch(() => {});

/** One synthesis at a time: each holds a fresh synthesiser instance and its memory. */
let queue = Promise.resolve();
parent.on('message', (request: RenderRequest) => {
  queue = queue.then(async () => {
    try {
      const { mp3, offsets } = await renderPart(request.sentences, request.params);
      reply({ id: request.id, mp3, offsets });
    } catch (error) {
      reply({ id: request.id, error: error instanceof Error ? error.message : String(error) });
    }
  });
});
