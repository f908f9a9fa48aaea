import type { ChildProcess, ForkOptions } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RenderProcess } from './renderProcess';
import type { RenderReply } from './renderWorker';
import { OFFLINE_VOICES } from './voices';

/** Every voice process the renderer starts (the real fork, only watched), and every answer each one sends. */
const watched = vi.hoisted(() => ({
  children: [] as ChildProcess[],
  replies: [] as { pid: number; reply: unknown }[],
}));
vi.mock('node:child_process', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:child_process')>();
  // RenderProcess forks with a path, its arguments and its options.
  const fork = (modulePath: string, args: readonly string[], options: ForkOptions) => {
    const child = actual.fork(modulePath, args, options);
    watched.children.push(child);
    child.on('message', (reply) => watched.replies.push({ pid: child.pid!, reply }));
    return child;
  };
  return { ...actual, fork };
});

const engine = OFFLINE_VOICES[0].engine;
const sentences = ['The lamp flickered as the train rocked through the night.', 'She smiled.'];

async function started(renderer: RenderProcess, previous?: number): Promise<number> {
  while (renderer.pid === undefined || renderer.pid === previous) await new Promise((r) => setTimeout(r, 20));
  return renderer.pid;
}

describe('the built-in voice runs in its own process', () => {
  let renderer: RenderProcess;
  afterEach(() => renderer.close());

  it('renders sentences to MP3 with one offset per sentence', async () => {
    renderer = new RenderProcess();
    const part = await renderer.render(sentences, engine);
    expect(part.mp3.length).toBeGreaterThan(1000);
    expect(part.offsets).toHaveLength(2);
    expect(part.offsets[1]).toBeGreaterThan(part.offsets[0]);
  });

  it('runs the synthesisers without V8 fast API calls, which crash WASI on Node 22', async () => {
    renderer = new RenderProcess();
    await renderer.render(['Hello.'], engine);
    const commandLine = await readFile(`/proc/${renderer.pid}/cmdline`, 'utf8');
    expect(commandLine.split('\0')).toContain('--no-turbo-fast-api-calls');
  });

  it('keeps one process through a long chapter: WASI does not crash it', async () => {
    renderer = new RenderProcess();
    await renderer.render(['Warm up.'], engine);
    const pid = renderer.pid;
    for (let part = 0; part < 40; part++) await renderer.render([...sentences, ...sentences], engine);
    expect(renderer.pid).toBe(pid);
  }, 120_000);

  it('survives a crash of that process: the part is rendered again on a fresh one', async () => {
    renderer = new RenderProcess();
    const forkedBefore = watched.children.length;
    const rendering = renderer.render(sentences, engine);
    const crashed = await started(renderer);
    process.kill(crashed, 'SIGSEGV');
    const part = await rendering;
    expect(part.offsets).toHaveLength(2);

    const [first, fresh, ...more] = watched.children.slice(forkedBefore);
    expect(more).toEqual([]);
    expect(first.pid).toBe(crashed);
    expect(first.signalCode).toBe('SIGSEGV');
    expect(fresh.pid).not.toBe(crashed);
    expect(renderer.pid).toBe(fresh.pid);
    // The part came from the fresh process; the crashed one answered nothing.
    const answersFrom = (pid: number | undefined) =>
      watched.replies.filter((r) => r.pid === pid).map((r) => r.reply as RenderReply);
    expect(answersFrom(crashed)).toEqual([]);
    expect(answersFrom(fresh.pid)).toEqual([expect.objectContaining({ mp3: part.mp3, offsets: part.offsets })]);
  });

  it('fails a part whose process dies twice, and renders the next one', async () => {
    renderer = new RenderProcess();
    const rendering = renderer.render(sentences, engine);
    const first = await started(renderer);
    process.kill(first, 'SIGKILL');
    process.kill(await started(renderer, first), 'SIGKILL');
    await expect(rendering).rejects.toThrow(/The voice process exited \(SIGKILL\)/);
    const part = await renderer.render(['Again.'], engine);
    expect(part.offsets).toHaveLength(1);
  });
});
