import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Chapter } from '#common/contract';
import { streamChapter } from './chapterStream';

/** An event stream answered in the given pieces, as a network would cut it. */
function answerWith(pieces: string[]) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece));
      controller.close();
    },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { headers: { 'content-type': 'text/event-stream' } })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('streamChapter', () => {
  it('relays the text pieces and the finished chapter, whatever the cuts, skipping heartbeats', async () => {
    const chapter: Chapter = {
      number: 1,
      status: 'ready',
      locked: false,
      content: 'Hello world',
      preview: 'Hello world',
      choices: [],
      chosenChoice: null,
      isFinal: false,
      textCreditsCost: 0,
      audioUrl: null,
      listeningSeconds: 1,
      createdAt: '2026-11-21T10:00:00.000Z',
    };
    const done = `event: done\r\ndata: ${JSON.stringify(chapter)}\r\n\r\n`;
    answerWith([
      'event: text\ndata: {"text":"Hel',
      'lo"}\n\n: heartbeat\n\n',
      'event: text\ndata: {"text":" world"}\n\n',
      done.slice(0, 20),
      done.slice(20),
    ]);
    const texts: string[] = [];
    const onDone = vi.fn();
    await streamChapter('s1', 1, { onText: (text) => texts.push(text), onDone }, new AbortController().signal);
    expect(texts).toEqual(['Hello', ' world']);
    expect(onDone).toHaveBeenCalledWith(chapter);
  });
});
