import { IDEMPOTENCY_HEADERS } from '#common/catalogue/wire';
import type { Endpoint, PathParams } from '#common/endpoints';
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

/** Every call of the web app: same origin, cookies included, the bearer token when one exists. */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiRequestWithHeaders<T>(path, options)).data;
}

/** The same call, also handing back the answer's headers (paging cursors travel there). */
export async function apiRequestWithHeaders<T = unknown>(
  path: string,
  options: RequestOptions = {},
): Promise<{ data: T; headers: Headers }> {
  const method = options.method ?? 'GET';
  const headers = new Headers();
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const hasBody = options.body !== undefined;
  if (hasBody) headers.set('Content-Type', 'application/json');
  if (method === 'GET') headers.set('Accept', 'application/json');
  if (options.idempotencyKey) headers.set(IDEMPOTENCY_HEADERS.key, options.idempotencyKey);

  const response = await fetch(path.startsWith('/') ? path : `/${path}`, {
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

/** Calls an endpoint declared in #common/endpoints: its method and path from there (each parameter encoded), its answer typed by it. */
export function callEndpoint<Answer, Path extends string>(
  endpoint: Endpoint<Answer, NonNullable<RequestOptions['method']>, Path>,
  params: Record<PathParams<Path>, string>,
  options: Omit<RequestOptions, 'method'> = {},
): Promise<Answer> {
  const values: Record<string, string> = params;
  const path = endpoint.path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(values[name] ?? ''));
  return apiRequest<Answer>(path, { ...options, method: endpoint.method });
}

/** The server's own words when it sent some, otherwise the screen's fallback text. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.message !== FALLBACK_ERROR_MESSAGE ? error.message : fallback;
}
