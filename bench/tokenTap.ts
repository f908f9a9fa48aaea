import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';

/**
 * A pass-through proxy in front of the writer's imitation that notes when the first chunk carrying
 * text goes by (the moment the writer "produces" the first token, as seen on the wire), and can hold
 * requests back until released, so a reader can be listening before the writer starts.
 */
export interface TokenTap {
  /** Base URL for LLM_BASE_URL, ending in /v1 like the target's. */
  url: string;
  /** performance.now() of the first text chunk of the latest request, or undefined before it. */
  firstTokenAt(): number | undefined;
  /** Holds the following requests until release() (resets the first-token time). */
  hold(): void;
  release(): void;
  close(): Promise<void>;
}

const TEXT_CHUNK = /"content":"[^"]/;

export async function startTokenTap(targetV1Url: string): Promise<TokenTap> {
  const target = new URL(targetV1Url);
  let firstToken: number | undefined;
  let gate: Promise<void> = Promise.resolve();
  let open: () => void = () => undefined;

  const server = http.createServer(async (req, res) => {
    await gate;
    firstToken = undefined;
    const upstream = http.request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.on('data', (chunk: Buffer) => {
          if (firstToken === undefined && TEXT_CHUNK.test(chunk.toString('utf8'))) firstToken = performance.now();
          res.write(chunk);
        });
        answer.on('end', () => res.end());
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${target.pathname}`,
    firstTokenAt: () => firstToken,
    hold() {
      gate = new Promise((resolve) => (open = resolve));
    },
    release: () => open(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
