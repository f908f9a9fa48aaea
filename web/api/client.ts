import { IDEMPOTENCY_HEADERS } from '#common/catalogue/wire';
import { type Endpoint, type PathParams, pathOf } from '#common/endpoint';
import { readToken } from '../lib/token';

const FALLBACK_ERROR_MESSAGE = 'An error occurred';

/** A non-OK answer: the server's message, plus its status and error code for callers that branch. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key`: repeats of one intent with the same key take effect once. */
  idempotencyKey?: string;
}

async function readErrorBody(response: Response): Promise<{ message?: unknown; code?: unknown }> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? body : {};
  } catch {
    return {};
  }
}

async function errorFrom(response: Response): Promise<ApiRequestError> {
  const body = await readErrorBody(response);
  const message = typeof body.message === 'string' && body.message ? body.message : FALLBACK_ERROR_MESSAGE;
  const code = typeof body.code === 'string' ? body.code : undefined;
  return new ApiRequestError(message, response.status, code);
}

async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  return text ? JSON.parse(text) : undefined;
}

/**
 * Every call of the web app: same origin, cookies included, the bearer token when one exists; the
 * answer with its headers (paging cursors travel there).
 */
async function request<T>(path: string, options: RequestOptions): Promise<{ data: T; headers: Headers }> {
  const method = options.method ?? 'GET';
  const headers = new Headers();
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const hasBody = options.body !== undefined;
  if (hasBody) headers.set('Content-Type', 'application/json');
  if (method === 'GET') headers.set('Accept', 'application/json');
  if (options.idempotencyKey) headers.set(IDEMPOTENCY_HEADERS.key, options.idempotencyKey);

  const response = await fetch(path, {
    method,
    headers,
    credentials: 'include',
    body: hasBody ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
  });
  if (!response.ok) throw await errorFrom(response);
  const data = await parseBody(response);
  return { data: data as T, headers: response.headers };
}

/** A query string's values; an undefined or empty value is left out. */
type QueryValues = Record<string, string | number | boolean | undefined>;

/** What a declared call sends besides its path: its body when it takes one, a query, a signal, a key. */
type EndpointOptions<Body> = Omit<RequestOptions, 'method' | 'body'> & {
  query?: QueryValues;
} & (undefined extends Body ? { body?: Body } : { body: Body });

function urlOf(path: string, query: QueryValues | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

function send<Answer>(
  endpoint: { method: NonNullable<RequestOptions['method']> },
  path: string,
  options: (RequestOptions & { query?: QueryValues }) | undefined,
) {
  const { query, ...rest } = options ?? {};
  return request<Answer>(urlOf(path, query), { ...rest, method: endpoint.method });
}

/**
 * Calls an endpoint declared in `#common/endpoints/<area>`: its method and path from there (each
 * parameter encoded), its body and answer typed by it; the answer's headers come back too.
 */
export function callEndpointWithHeaders<Answer, Path extends string, Body>(
  endpoint: Endpoint<Answer, NonNullable<RequestOptions['method']>, Path, Body>,
  params: Record<PathParams<Path>, string>,
  ...[options]: undefined extends Body ? [EndpointOptions<Body>?] : [EndpointOptions<Body>]
): Promise<{ data: Answer; headers: Headers }> {
  return send<Answer>(endpoint, pathOf(endpoint, params), options);
}

/** The same call, handing back its answer alone. */
export async function callEndpoint<Answer, Path extends string, Body>(
  endpoint: Endpoint<Answer, NonNullable<RequestOptions['method']>, Path, Body>,
  params: Record<PathParams<Path>, string>,
  ...[options]: undefined extends Body ? [EndpointOptions<Body>?] : [EndpointOptions<Body>]
): Promise<Answer> {
  return (await send<Answer>(endpoint, pathOf(endpoint, params), options)).data;
}

/** The server's own words when it sent some, otherwise the screen's fallback text. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.message !== FALLBACK_ERROR_MESSAGE ? error.message : fallback;
}
