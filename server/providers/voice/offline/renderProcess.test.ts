import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { RenderProcess } from './renderProcess';
import { OFFLINE_VOICES } from './voices';

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
    const rendering = renderer.render(sentences, engine);
    process.kill(await started(renderer), 'SIGSEGV');
    const part = await rendering;
    expect(part.offsets).toHaveLength(2);
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
