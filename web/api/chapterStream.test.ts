import { describe, expect, it } from 'vitest';
import { parseEventStream } from './chapterStream';

describe('parseEventStream', () => {
  it('returns complete events and keeps the unfinished rest', () => {
    const { events, rest } = parseEventStream(
      'event: text\ndata: {"text":"Hello"}\n\n: heartbeat\n\nevent: done\ndata: {"num',
    );
    expect(events).toEqual([{ event: 'text', data: '{"text":"Hello"}' }]);
    expect(rest).toBe('event: done\ndata: {"num');
  });

  it('joins multi-line data, accepts CRLF and defaults the event name', () => {
    const { events } = parseEventStream('data: a\r\ndata: b\r\n\r\nevent:done\ndata:{}\n\n');
    expect(events).toEqual([
      { event: 'message', data: 'a\nb' },
      { event: 'done', data: '{}' },
    ]);
  });
});
