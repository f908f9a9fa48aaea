import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** How the fake answers the next chat completion requests. */
export interface FakeScript {
  /** The content pieces streamed, one chunk each. */
  tokens?: string[];
  /** Pause before each chunk. */
  paceMs?: number;
  /** Answer the first `times` requests with this HTTP status before streaming. */
  failFirst?: { status: number; times: number };
  /** Destroy the connection after this many chunks. */
  breakAfter?: number;
  /** Send the headers, then nothing until the client gives up. */
  hang?: boolean;
  /** Answer 200 with this body instead of a proper event stream. */
  garbage?: string;
  /** The answer to requests that do not ask for a stream (the memory request); the tokens joined by default. */
  completion?: string;
  /** Answer requests that do not ask for a stream with this HTTP status instead. */
  completionStatus?: number;
}

interface RecordedRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: any;
}

export interface FakeOpenAiServer {
  /** Base URL to give the SDK, ending in /v1. */
  url: string;
  /** Every request received, in order. */
  requests: RecordedRequest[];
  /** Replaces the script for the following requests and resets its counters. */
  script(script: FakeScript): void;
  close(): Promise<void>;
}

const chunk = (id: string, model: string, delta: Record<string, string>, finish: string | null = null) =>
  `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created: 0, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A local imitation of an OpenAI-compatible streaming Chat Completions endpoint, for tests. */
export async function startFakeOpenAiServer(initial: FakeScript = {}): Promise<FakeOpenAiServer> {
  let current: FakeScript = initial;
  let failures = 0;
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();

  const server = http.createServer(async (req, res) => {
    let raw = '';
    for await (const part of req) raw += part;
    let body: any = raw;
    try {
      body = JSON.parse(raw);
    } catch {
      // Recorded as text: the test can see what arrived.
    }
    requests.push({ path: req.url ?? '', headers: req.headers, body });
    const script = current;

    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'Not found' } }));
      return;
    }
    if (body?.stream !== true) {
      const status = script.completionStatus ?? 200;
      const content = script.completion ?? (script.tokens ?? []).join('');
      const answer =
        status === 200
          ? {
              id: `chatcmpl-fake-${requests.length}`,
              object: 'chat.completion',
              created: 0,
              model: body?.model ?? 'fake-model',
              choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
            }
          : { error: { message: `scripted failure ${status}`, type: 'server_error' } };
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      return;
    }
    if (script.failFirst && failures < script.failFirst.times) {
      failures++;
      res.writeHead(script.failFirst.status, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ error: { message: `scripted failure ${script.failFirst.status}`, type: 'server_error' } }),
      );
      return;
    }
    if (script.garbage !== undefined) {
      res.writeHead(200, { 'content-type': 'text/event-stream' }).end(script.garbage);
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    res.flushHeaders();
    if (script.hang) return;

    const id = `chatcmpl-fake-${requests.length}`;
    const model = typeof body?.model === 'string' ? body.model : 'fake-model';
    res.write(chunk(id, model, { role: 'assistant', content: '' }));
    const tokens = script.tokens ?? [];
    for (let i = 0; i < tokens.length; i++) {
      if (script.breakAfter !== undefined && i >= script.breakAfter) {
        req.socket.destroy();
        return;
      }
      if (script.paceMs) await wait(script.paceMs);
      if (res.destroyed) return;
      res.write(chunk(id, model, { content: tokens[i] }));
    }
    res.write(chunk(id, model, {}, 'stop'));
    res.end('data: [DONE]\n\n');
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    script(script) {
      current = script;
      failures = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
