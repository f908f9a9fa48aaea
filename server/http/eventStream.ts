import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** How long, when the server closes, open streams may take to receive their last event. */
const STREAM_CLOSE_GRACE_MS = 2000;
const HEARTBEAT_MS = 15_000;

export interface EventStream {
  /** `id`, when given, is the event's id: a reader that reconnects sends it back as Last-Event-ID. */
  send(event: string, data: unknown, id?: number): void;
  /** Ends the stream (again is a no-op). */
  end(): void;
}

/**
 * Server-sent events (`text/event-stream`) written on hijacked replies of this instance. Its streams
 * still open as the server closes get a moment for their last event, then end: the hook runs after
 * the chapter runner has stopped, so the chapters it was writing have just failed and their readers
 * are about to get a `done` event.
 */
export function eventStreams(app: FastifyInstance) {
  const openStreams = new Set<() => void>();
  app.addHook('preClose', async () => {
    const deadline = Date.now() + STREAM_CLOSE_GRACE_MS;
    while (openStreams.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
    for (const end of [...openStreams]) end();
  });

  /** Opens a stream on this reply; `onEnd` runs once, however it ends (the reader leaving included). */
  return function open(reply: FastifyReply, onEnd: () => void): EventStream {
    reply.hijack();
    const res = reply.raw;
    // Hijacked: the headers the hooks set (security, request id) go out with the stream's own.
    res.writeHead(200, {
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      openStreams.delete(end);
      onEnd();
      res.end();
    };
    openStreams.add(end);
    res.on('close', end);
    return {
      send: (event, data, id) =>
        void res.write(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
      end,
    };
  };
}
