import { vi } from 'vitest';

export interface Route {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Replaces fetch with a table of answers keyed by "METHOD /path"; returns the mock to inspect calls. */
export function mockFetch(routes: Record<string, Route | (() => Route | Promise<Route>)>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const entry = routes[key];
    if (!entry) return new Response(JSON.stringify({ message: `unexpected ${key}` }), { status: 500 });
    const { status = 200, body, headers } = typeof entry === 'function' ? await entry() : entry;
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function callsTo(fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) {
  return fetchMock.mock.calls.filter(([input, init]) => String(input) === path && (init?.method ?? 'GET') === method);
}
