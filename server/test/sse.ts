/** One server-sent event as the app sends them: `event: name`, `data: json` and, for text, `id: offset`. */
export interface SseEvent {
  event: string;
  data: any;
  id?: string;
}

/** The event in one block of the stream (the lines between two blank lines), if it names one with data. */
function parseBlock(block: string): SseEvent | undefined {
  const event = /^event: (.*)$/m.exec(block)?.[1];
  const data = /^data: (.*)$/m.exec(block)?.[1];
  const id = /^id: (.*)$/m.exec(block)?.[1];
  if (event === undefined || data === undefined) return undefined;
  return { event, data: JSON.parse(data), ...(id !== undefined && { id }) };
}

/**
 * Hands each event of a server-sent event stream to `onEvent` as soon as it has arrived, and
 * settles when the stream ends (or the reader is cancelled).
 */
export async function forEachEvent(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  onEvent: (event: SseEvent) => void,
): Promise<void> {
  const decoder = new TextDecoder();
  let buffer = '';
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    buffer += decoder.decode(part.value, { stream: true });
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const event = parseBlock(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      if (event) onEvent(event);
    }
  }
}

/** The events of a server-sent event stream, read to its end. */
export async function readEvents(response: Response): Promise<SseEvent[]> {
  const events: SseEvent[] = [];
  await forEachEvent(response.body!.getReader(), (event) => events.push(event));
  return events;
}
