/** One server-sent event as the app sends them: `event: name` and `data: json`. */
export interface SseEvent {
  event: string;
  data: any;
}

/** The event in one block of the stream (the lines between two blank lines), if it names one with data. */
function parseBlock(block: string): SseEvent | undefined {
  const event = /^event: (.*)$/m.exec(block)?.[1];
  const data = /^data: (.*)$/m.exec(block)?.[1];
  return event !== undefined && data !== undefined ? { event, data: JSON.parse(data) } : undefined;
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
