import { EventSourceParserStream } from 'eventsource-parser/stream';
import { chapterStreamEvents } from '#common/catalogue/wire';
import type { Chapter } from '#common/contract';
import { pathOf } from '#common/endpoint';
import { chapterEndpoints } from '#common/endpoints/chapters';
import { readToken } from '../lib/token';
import { ApiRequestError } from './client';

export interface ChapterStreamHandlers {
  /** The next piece of text; the first piece is everything written so far. */
  onText: (text: string) => void;
  onDone: (chapter: Chapter) => void;
}

/** Reconnections in a row without new text before giving up; each waits twice as long as the one before. */
const RECONNECTS = 5;
const FIRST_RECONNECT_MS = 250;

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Follows a chapter as it is written. EventSource cannot send the bearer token (owners' and
 * unlocked chapters need it), so this reads the same event stream through fetch, and reconnects
 * as EventSource would: with the last event's id as Last-Event-ID, so the server (any instance)
 * sends exactly the text that was missed. Resolves when the chapter is done; rejects on a refused
 * request or when the connection cannot be made again.
 */
export async function streamChapter(
  storyId: string,
  chapter: number,
  handlers: ChapterStreamHandlers,
  signal: AbortSignal,
) {
  let lastEventId: string | undefined;
  let reconnects = 0;
  for (;;) {
    let done = false;
    try {
      done = await followOnce(storyId, chapter, lastEventId, signal, {
        ...handlers,
        onId: (id) => {
          lastEventId = id;
          reconnects = 0;
        },
      });
    } catch (error) {
      if (error instanceof ApiRequestError || signal.aborted) throw error;
    }
    if (done || signal.aborted) return;
    if (reconnects >= RECONNECTS) throw new ApiRequestError('Lost the connection to the chapter', 0);
    await wait(FIRST_RECONNECT_MS * 2 ** reconnects, signal);
    reconnects += 1;
  }
}

/** One connection to the stream; true once the chapter is done, false when the connection ended first. */
async function followOnce(
  storyId: string,
  chapter: number,
  lastEventId: string | undefined,
  signal: AbortSignal,
  handlers: ChapterStreamHandlers & { onId: (id: string) => void },
): Promise<boolean> {
  const headers = new Headers({ Accept: 'text/event-stream' });
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (lastEventId) headers.set('Last-Event-ID', lastEventId);
  const response = await fetch(pathOf(chapterEndpoints.stream, { id: storyId, n: String(chapter) }), {
    headers,
    credentials: 'include',
    signal,
  });
  if (!response.ok || !response.body)
    throw new ApiRequestError('Could not follow the chapter as it is written', response.status);

  // Read by hand rather than with `for await`: not every browser iterates a ReadableStream yet.
  const events = response.body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  for (;;) {
    const { value, done } = await events.read();
    if (done) return false;
    if (value.event === chapterStreamEvents.text) handlers.onText((JSON.parse(value.data) as { text: string }).text);
    if (value.id) handlers.onId(value.id);
    if (value.event === chapterStreamEvents.done) {
      handlers.onDone(JSON.parse(value.data) as Chapter);
      return true;
    }
  }
}
