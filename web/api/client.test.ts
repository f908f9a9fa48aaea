import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/http';
import { ApiRequestError, apiRequest, messageOf } from './client';

function lastInit(fetchMock: ReturnType<typeof mockFetch>) {
  const [input, init] = fetchMock.mock.calls.at(-1)!;
  return { url: String(input), init: init!, headers: new Headers(init!.headers) };
}

describe('apiRequest', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('sends a read to the same origin with credentials, JSON Accept and no content type', async () => {
    const fetchMock = mockFetch({ 'GET /api/things': { body: [1, 2] } });
    await expect(apiRequest('/api/things')).resolves.toEqual([1, 2]);
    const { url, init, headers } = lastInit(fetchMock);
    expect(url).toBe('/api/things');
    expect(init.credentials).toBe('include');
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.has('Content-Type')).toBe(false);
    expect(headers.has('Authorization')).toBe(false);
  });

  it('adds the leading slash when missing', async () => {
    const fetchMock = mockFetch({ 'GET /api/things': { body: {} } });
    await apiRequest('api/things');
    expect(lastInit(fetchMock).url).toBe('/api/things');
  });

  it('carries the bearer token when one is stored', async () => {
    localStorage.setItem('token', 'abc123');
    const fetchMock = mockFetch({ 'POST /api/auth/logout': { body: { success: true } } });
    await apiRequest('/api/auth/logout', { method: 'POST' });
    const { headers, init } = lastInit(fetchMock);
    expect(headers.get('Authorization')).toBe('Bearer abc123');
    expect(headers.has('Content-Type')).toBe(false);
    expect(init.body).toBeUndefined();
  });

  it('sends a JSON content type only with a body', async () => {
    const fetchMock = mockFetch({ 'POST /api/auth/login': { body: { ok: true } } });
    await apiRequest('/api/auth/login', { method: 'POST', body: { email: 'a@b.c' } });
    const { headers, init } = lastInit(fetchMock);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"email":"a@b.c"}');
  });

  it('raises the server message with its status and code', async () => {
    mockFetch({ 'PATCH /api/x': { status: 403, body: { message: 'Premium needed', code: 'PREMIUM_REQUIRED' } } });
    const error = await apiRequest('/api/x', { method: 'PATCH', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ message: 'Premium needed', status: 403, code: 'PREMIUM_REQUIRED' });
  });

  it("falls back to 'An error occurred' without a message, and treats 401 like any error", async () => {
    mockFetch({ 'GET /api/a': { status: 500 }, 'GET /api/b': { status: 401, body: { code: 'X' } } });
    await expect(apiRequest('/api/a')).rejects.toMatchObject({ message: 'An error occurred', status: 500 });
    await expect(apiRequest('/api/b')).rejects.toMatchObject({ message: 'An error occurred', status: 401 });
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
