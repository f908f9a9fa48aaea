import { EventSourceParserStream } from 'eventsource-parser/stream';
import { chapterStreamEvents } from '#common/catalogue';
import type { Chapter } from '#common/contract';
import { readToken } from '../lib/token';
import { ApiRequestError } from './client';

export interface ChapterStreamHandlers {
  /** The next piece of text; the first piece is everything written so far. */
  onText: (text: string) => void;
  onDone: (chapter: Chapter) => void;
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

  // Read by hand rather than with `for await`: not every browser iterates a ReadableStream yet.
  const events = response.body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  for (;;) {
    const { value, done } = await events.read();
    if (done) return;
    if (value.event === chapterStreamEvents.text) handlers.onText((JSON.parse(value.data) as { text: string }).text);
    if (value.event === chapterStreamEvents.done) handlers.onDone(JSON.parse(value.data) as Chapter);
  }
}
