import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * How the imitation answers one chat completion request. It misbehaves the way real providers
 * do: reasoning before the text (DeepSeek's `reasoning_content`, OpenRouter's `reasoning`),
 * `: PROCESSING` keep-alive comments while queued (OpenRouter), slow tokens (a local model),
 * a cut-off answer (`finish_reason: "length"`), a filtered one, and errors with a body and a
 * Retry-After header.
 */
export interface FakeScript {
  /** The content pieces streamed, one chunk each. */
  tokens?: string[];
  /** Reasoning pieces streamed before the content, in this delta field. */
  reasoning?: { field: 'reasoning_content' | 'reasoning'; pieces: string[] };
  /** SSE comment lines (`: PROCESSING`) sent before the first chunk, one every `everyMs`. */
  keepAlive?: { count: number; everyMs: number };
  /** Pause before each chunk. */
  paceMs?: number;
  /** The last chunk's finish_reason; "stop" by default. */
  finishReason?: 'stop' | 'length' | 'content_filter';
  /** Answer the first `times` requests with this HTTP status (and body, and Retry-After) before streaming. */
  failFirst?: { status: number; times: number; body?: unknown; retryAfter?: string };
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
  /** The streamed requests only, in order. */
  streamed(): RecordedRequest[];
  /**
   * Replaces the script for the following requests and resets its counters. Given a list, the
   * streamed requests take its scripts in turn, the last one repeating.
   */
  script(script: FakeScript | FakeScript[]): void;
  close(): Promise<void>;
}

const chunk = (id: string, model: string, delta: Record<string, string>, finish: string | null = null) =>
  `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created: 0, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A local imitation of an OpenAI-compatible streaming Chat Completions endpoint, for tests. */
export async function startFakeOpenAiServer(initial: FakeScript = {}): Promise<FakeOpenAiServer> {
  let scripts: FakeScript[] = [initial];
  let streamedCount = 0;
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

    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'Not found' } }));
      return;
    }
    if (body?.stream !== true) {
      const script = scripts.at(-1) ?? {};
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
    const script = scripts[Math.min(streamedCount++, scripts.length - 1)];
    if (script.failFirst && failures < script.failFirst.times) {
      failures++;
      const { status, retryAfter } = script.failFirst;
      res.writeHead(status, {
        'content-type': 'application/json',
        ...(retryAfter === undefined ? {} : { 'retry-after': retryAfter }),
      });
      res.end(
        JSON.stringify(
          script.failFirst.body ?? { error: { message: `scripted failure ${status}`, type: 'server_error' } },
        ),
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

    for (let i = 0; i < (script.keepAlive?.count ?? 0); i++) {
      await wait(script.keepAlive!.everyMs);
      if (res.destroyed) return;
      res.write(': PROCESSING\n\n');
    }
    const id = `chatcmpl-fake-${requests.length}`;
    const model = typeof body?.model === 'string' ? body.model : 'fake-model';
    res.write(chunk(id, model, { role: 'assistant', content: '' }));
    const deltas = [
      ...(script.reasoning?.pieces ?? []).map((piece) => ({ [script.reasoning!.field]: piece })),
      ...(script.tokens ?? []).map((content) => ({ content })),
    ];
    for (let i = 0; i < deltas.length; i++) {
      if (script.breakAfter !== undefined && i >= script.breakAfter) {
        req.socket.destroy();
        return;
      }
      if (script.paceMs) await wait(script.paceMs);
      if (res.destroyed) return;
      res.write(chunk(id, model, deltas[i]));
    }
    res.write(chunk(id, model, {}, script.finishReason ?? 'stop'));
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
    streamed: () => requests.filter((r) => r.body?.stream === true),
    script(script) {
      scripts = Array.isArray(script) ? script : [script];
      streamedCount = 0;
      failures = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
