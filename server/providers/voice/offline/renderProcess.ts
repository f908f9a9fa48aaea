import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EngineParams } from './render';
import type { RenderReply, RenderRequest } from './renderWorker';

export interface RenderedPart {
  mp3: Uint8Array;
  /** Where each sentence starts in the part's audio, in seconds. */
  offsets: number[];
}

interface Pending {
  request: RenderRequest;
  attempts: number;
  resolve(part: RenderedPart): void;
  reject(error: unknown): void;
}

/** A part whose process died under it is tried once more on a fresh process before the narration fails. */
const MAX_ATTEMPTS = 2;

const ownPath = fileURLToPath(import.meta.url);
const workerPath = path.join(path.dirname(ownPath), `renderWorker${path.extname(ownPath)}`);

/**
 * Node 22's fast API calls into WASI crash the process (SIGSEGV) after some dozens of Flite runs
 * (nodejs/node#53087); V8's ordinary calls do not. A TypeScript worker also needs tsx's loader.
 */
function workerArgs(): string[] {
  const args = ['--no-turbo-fast-api-calls', '--disable-warning=ExperimentalWarning'];
  if (workerPath.endsWith('.ts')) args.push('--import', import.meta.resolve('tsx'));
  return args;
}

/**
 * Runs the synthesisers and the MP3 encoder in a child process, so synthesis never blocks the server's
 * event loop and a crash of the native WebAssembly runtime cannot take the server down with it.
 * Requests are served in arrival order, which interleaves the parts of concurrent narrations.
 */
export class RenderProcess {
  private child: ChildProcess | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  render(sentences: string[], params: EngineParams, signal?: AbortSignal): Promise<RenderedPart> {
    signal?.throwIfAborted();
    const request: RenderRequest = { id: this.nextId++, sentences, params };
    const result = new Promise<RenderedPart>((resolve, reject) => {
      const onAbort = () => {
        this.forget(request.id);
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const settle =
        <T>(fn: (value: T) => void) =>
        (value: T) => {
          signal?.removeEventListener('abort', onAbort);
          fn(value);
        };
      this.pending.set(request.id, { request, attempts: 1, resolve: settle(resolve), reject: settle(reject) });
    });
    this.send(request);
    return result;
  }

  async close(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill();
    await exited;
  }

  private ensureChild(): ChildProcess {
    if (this.child) return this.child;
    const child = fork(workerPath, [], {
      execArgv: workerArgs(),
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.hold(child, false);
    child.on('message', (reply: RenderReply) => {
      const pending = this.pending.get(reply.id);
      this.forget(reply.id);
      if ('mp3' in reply) pending?.resolve({ mp3: reply.mp3, offsets: reply.offsets });
      else pending?.reject(new Error(reply.error));
    });
    child.on('error', (error) => this.replaced(child, error));
    child.on('exit', (code, signal) =>
      this.replaced(child, new Error(`The voice process exited (${signal ?? `code ${code}`})`)),
    );
    this.child = child;
    return child;
  }

  /** The process is gone: its unanswered parts go to a fresh one, or fail once they have had their tries. */
  private replaced(child: ChildProcess, error: Error) {
    if (this.child !== child) return;
    this.child = undefined;
    const retried = [...this.pending.values()].filter((pending) => pending.attempts < MAX_ATTEMPTS);
    for (const pending of this.pending.values()) if (pending.attempts >= MAX_ATTEMPTS) pending.reject(error);
    this.pending.clear();
    for (const pending of retried) {
      pending.attempts += 1;
      this.pending.set(pending.request.id, pending);
      this.send(pending.request);
    }
  }

  /** The running process, while there is one. */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  private forget(id: number) {
    this.pending.delete(id);
    if (this.pending.size === 0) this.hold(this.child, false);
  }

  /** An idle process does not keep the server alive; one with parts to answer does, until its exit is seen. */
  private hold(child: ChildProcess | undefined, busy: boolean) {
    if (busy) {
      child?.ref();
      child?.channel?.ref();
    } else {
      child?.unref();
      child?.channel?.unref();
    }
  }

  private send(request: RenderRequest) {
    const child = this.ensureChild();
    this.hold(child, true);
    child.send(request);
  }
}
