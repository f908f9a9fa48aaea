import { type Chapter, chapterSchema, chapterStreamEvents } from '#common/contract';
import { readToken } from '../lib/token';
import { ApiRequestError } from './client';

export interface ChapterStreamHandlers {
  /** The next piece of text; the first piece is everything written so far. */
  onText: (text: string) => void;
  onDone: (chapter: Chapter) => void;
}

export interface ServerSentEvent {
  event: string;
  data: string;
}

/** Splits a text/event-stream buffer into complete events and the unfinished rest. */
export function parseEventStream(buffer: string): { events: ServerSentEvent[]; rest: string } {
  const blocks = buffer.replace(/\r\n?/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: ServerSentEvent[] = [];
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}

/**
 * Follows a chapter as it is written. EventSource cannot send the bearer token (owners' and
 * unlocked chapters need it), so this reads the same event stream through fetch. Resolves when
 * the stream ends; rejects on a refused request.
 */
export async function streamChapter(
  storyId: string,
  chapter: number,
  handlers: ChapterStreamHandlers,
  signal: AbortSignal,
) {
  const headers = new Headers({ Accept: 'text/event-stream' });
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(`/api/stories/${encodeURIComponent(storyId)}/chapters/${chapter}/stream`, {
    headers,
    credentials: 'include',
    signal,
  });
  if (!response.ok || !response.body)
    throw new ApiRequestError('Could not follow the chapter as it is written', response.status);

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    const parsed = parseEventStream(buffer + value);
    buffer = parsed.rest;
    for (const { event, data } of parsed.events) {
      if (event === chapterStreamEvents.text) handlers.onText((JSON.parse(data) as { text: string }).text);
      if (event === chapterStreamEvents.done) handlers.onDone(chapterSchema.parse(JSON.parse(data)));
    }
  }
}
