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

  it('reconnects by itself with the last event id when the connection breaks, so no text is lost or repeated', async () => {
    const cut = 'id: 5\nevent: text\ndata: {"text":"Hello"}\n\n';
    const rest = `id: 11\nevent: text\ndata: {"text":" world"}\n\nevent: done\ndata: ${JSON.stringify({ number: 1 })}\n\n`;
    const stream = (text: string) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(text));
          controller.close();
        },
      });
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response(stream(cut)))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response(stream(rest)));
    vi.stubGlobal('fetch', fetchMock);
    const texts: string[] = [];
    const onDone = vi.fn();
    await streamChapter('s1', 1, { onText: (text) => texts.push(text), onDone }, new AbortController().signal);
    expect(texts.join('')).toBe('Hello world');
    expect(onDone).toHaveBeenCalledWith({ number: 1 });
    const sentIds = fetchMock.mock.calls
      .map(([, init]) => (init as RequestInit).headers as Headers)
      .map((h) => h.get('Last-Event-ID'));
    expect(sentIds).toEqual([null, '5', '5']);
  });

  it('gives up with an error after repeated failed reconnections, and never retries a refused request', async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
      const failing = streamChapter('s1', 1, { onText: vi.fn(), onDone: vi.fn() }, new AbortController().signal);
      const settled = expect(failing).rejects.toThrow('Lost the connection to the chapter');
      await vi.runAllTimersAsync();
      await settled;
    } finally {
      vi.useRealTimers();
    }
    const refused = vi.fn().mockResolvedValue(new Response('{}', { status: 404 }));
    vi.stubGlobal('fetch', refused);
    await expect(
      streamChapter('s1', 1, { onText: vi.fn(), onDone: vi.fn() }, new AbortController().signal),
    ).rejects.toMatchObject({ status: 404 });
    expect(refused).toHaveBeenCalledTimes(1);
  });
});
