import http from 'node:http';

interface ProxiedRequest {
  method: string;
  path: string;
  /** Index of the instance that answered it. */
  instance: number;
}

export interface RoundRobinProxy {
  url: string;
  /** Every request passed on, in order. */
  served: ProxiedRequest[];
  close(): Promise<void>;
}

/**
 * A load balancer without sticky sessions: each request goes to the next instance in turn. Bodies
 * stream through both ways as they come (server-sent events, audio in progress).
 */
export async function startRoundRobinProxy(instances: string[]): Promise<RoundRobinProxy> {
  const served: ProxiedRequest[] = [];
  let next = 0;
  const server = http.createServer((req, res) => {
    const instance = next;
    next = (next + 1) % instances.length;
    served.push({ method: req.method ?? 'GET', path: req.url ?? '/', instance });
    const upstream = http.request(new URL(req.url ?? '/', instances[instance]), {
      method: req.method,
      headers: req.headers,
    });
    upstream.on('response', (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
      answer.on('error', () => res.destroy());
    });
    upstream.on('error', () => res.destroy());
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    served,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
