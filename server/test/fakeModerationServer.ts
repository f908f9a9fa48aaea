import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeModerationServer {
  /** Base URL to give the SDK, ending in /v1. */
  url: string;
  /** Every input list received, in order. */
  inputs: string[][];
  /** Answer every request with this HTTP status instead (0: answer normally). */
  failWith(status: number): void;
  close(): Promise<void>;
}

const CATEGORIES = ['sexual', 'sexual/minors', 'harassment', 'hate', 'violence', 'self-harm', 'illicit'];

/**
 * A local imitation of OpenAI's `/v1/moderations`: flags `sexual/minors` for any input containing
 * one of `minorMarkers` (case-insensitive), and `sexual` for every input, as a real model would on
 * adult stories.
 */
export async function startFakeModerationServer(minorMarkers: string[]): Promise<FakeModerationServer> {
  const inputs: string[][] = [];
  let failing = 0;
  const server = http.createServer(async (req, res) => {
    let raw = '';
    for await (const part of req) raw += part;
    if (req.method !== 'POST' || !req.url?.endsWith('/moderations')) {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'Not found' } }));
      return;
    }
    if (failing) {
      res
        .writeHead(failing, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'scripted failure' } }));
      return;
    }
    const body = JSON.parse(raw) as { model: string; input: string | string[] };
    const list = Array.isArray(body.input) ? body.input : [body.input];
    inputs.push(list);
    const results = list.map((text) => {
      const minor = minorMarkers.some((m) => text.toLowerCase().includes(m.toLowerCase()));
      const categories = Object.fromEntries(
        CATEGORIES.map((c) => [c, c === 'sexual' || (minor && c === 'sexual/minors')]),
      );
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, categories[c] ? 0.9 : 0.01]));
      return { flagged: minor || true, categories, category_scores: scores };
    });
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ id: `modr-${inputs.length}`, model: body.model, results }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    inputs,
    failWith(status) {
      failing = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
