import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/http';
import { endpoint } from '#common/endpoint';
import { ApiRequestError, callEndpoint, callEndpointWithHeaders, messageOf } from './client';

const things = endpoint<number[]>()('GET', '/api/things');
const thing = endpoint<{ name: string }>()('GET', '/api/things/:id');
const logout = endpoint<{ success: boolean }>()('POST', '/api/auth/logout');
const login = endpoint<{ ok: boolean }, { email: string }>()('POST', '/api/auth/login');
const update = endpoint<unknown, object>()('PATCH', '/api/x');

function lastInit(fetchMock: ReturnType<typeof mockFetch>) {
  const [input, init] = fetchMock.mock.calls.at(-1)!;
  return { url: String(input), init: init!, headers: new Headers(init!.headers) };
}

describe('callEndpoint', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('sends a read to the same origin with credentials, JSON Accept and no content type', async () => {
    const fetchMock = mockFetch({ 'GET /api/things': { body: [1, 2] } });
    await expect(callEndpoint(things, {})).resolves.toEqual([1, 2]);
    const { url, init, headers } = lastInit(fetchMock);
    expect(url).toBe('/api/things');
    expect(init.credentials).toBe('include');
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.has('Content-Type')).toBe(false);
    expect(headers.has('Authorization')).toBe(false);
  });

  it("fills the path's parameters, encoded, and adds the query's values but the empty ones", async () => {
    const fetchMock = mockFetch({ 'GET /api/things/a%2Fb?q=rain+%26+sea&page=0': { body: { name: 'x' } } });
    await callEndpoint(thing, { id: 'a/b' }, { query: { q: 'rain & sea', page: 0, sort: '', cursor: undefined } });
    expect(lastInit(fetchMock).url).toBe('/api/things/a%2Fb?q=rain+%26+sea&page=0');
  });

  it('hands back the answer with its headers', async () => {
    mockFetch({ 'GET /api/things': { body: [3], headers: { 'X-Next-Cursor': 'next' } } });
    const { data, headers } = await callEndpointWithHeaders(things, {});
    expect(data).toEqual([3]);
    expect(headers.get('X-Next-Cursor')).toBe('next');
  });

  it('carries the bearer token when one is stored', async () => {
    localStorage.setItem('token', 'abc123');
    const fetchMock = mockFetch({ 'POST /api/auth/logout': { body: { success: true } } });
    await callEndpoint(logout, {});
    const { headers, init } = lastInit(fetchMock);
    expect(headers.get('Authorization')).toBe('Bearer abc123');
    expect(headers.has('Content-Type')).toBe(false);
    expect(init.body).toBeUndefined();
  });

  it('sends a JSON content type only with a body', async () => {
    const fetchMock = mockFetch({ 'POST /api/auth/login': { body: { ok: true } } });
    await callEndpoint(login, {}, { body: { email: 'a@b.c' } });
    const { headers, init } = lastInit(fetchMock);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"email":"a@b.c"}');
  });

  it('raises the server message with its status and code', async () => {
    mockFetch({ 'PATCH /api/x': { status: 403, body: { message: 'Premium needed', code: 'PREMIUM_REQUIRED' } } });
    const error = await callEndpoint(update, {}, { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ message: 'Premium needed', status: 403, code: 'PREMIUM_REQUIRED' });
  });

  it("falls back to 'An error occurred' without a message, and treats 401 like any error", async () => {
    mockFetch({ 'GET /api/things/a': { status: 500 }, 'GET /api/things/b': { status: 401, body: { code: 'X' } } });
    await expect(callEndpoint(thing, { id: 'a' })).rejects.toMatchObject({ message: 'An error occurred', status: 500 });
    await expect(callEndpoint(thing, { id: 'b' })).rejects.toMatchObject({ message: 'An error occurred', status: 401 });
  });
});

describe('messageOf', () => {
  it("prefers the server's message and otherwise the screen's fallback", () => {
    expect(messageOf(new ApiRequestError('Invalid email or password', 401), 'fallback')).toBe(
      'Invalid email or password',
    );
    expect(messageOf(new ApiRequestError('An error occurred', 500), 'fallback')).toBe('fallback');
    expect(messageOf(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
  });
});
