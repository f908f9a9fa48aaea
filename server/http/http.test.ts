import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../app';
import { startTestApp, type TestApp } from '../test/testApp';
import { NULL_CHARACTER_MESSAGE } from './nullCharacters';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('HTTP plumbing', () => {
  it('answers /api/health once the database answers', async () => {
    const res = await t.api.get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
  });

  it('answers unknown /api paths with a JSON 404 in the error shape', async () => {
    for (const [method, path] of [
      ['GET', '/api/nope'],
      ['POST', '/api/auth/nope'],
      ['GET', '/api'],
      ['DELETE', '/api/health'],
    ]) {
      const res = await t.api.request(method!, path!);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.body).toEqual({ message: expect.any(String), code: 'NOT_FOUND' });
    }
  });

  it('answers malformed JSON with a 400 in the error shape', async () => {
    const res = await t.api.request('POST', '/api/auth/login', {
      raw: '{"email": "a@b.c",',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Malformed JSON body', code: 'VALIDATION' });
  });

  it('refuses a null character in a query as a 400, not a database failure', async () => {
    for (const path of ['/api/stories/public?q=%00', '/api/stories/public?q=love%00story']) {
      const res = await t.api.get(path);
      expect(res.status, path).toBe(400);
      expect(res.body).toEqual({ message: NULL_CHARACTER_MESSAGE, code: 'VALIDATION' });
    }
  });

  it('refuses a null character in a JSON body and stores nothing', async () => {
    const email = 'nul-byte@example.com';
    const res = await t.api.post('/api/auth/signup', { name: 'Ann\u0000', email, password: 'secret1' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: NULL_CHARACTER_MESSAGE, code: 'VALIDATION' });
    expect((await t.api.post('/api/auth/login', { email, password: 'secret1' })).status).toBe(401);
  });

  it('looks for null characters in deeply nested and very long bodies without failing', async () => {
    const deep = `${'{"a":['.repeat(20_000)}"x\\u0000"${']}'.repeat(20_000)}`;
    const long = JSON.stringify(Array.from({ length: 200_000 }, () => 1));
    const send = (raw: string) =>
      t.api.request('POST', '/api/auth/login', { raw, headers: { 'content-type': 'application/json' } });
    expect((await send(deep)).body).toEqual({ message: NULL_CHARACTER_MESSAGE, code: 'VALIDATION' });
    expect((await send(long)).status).toBe(400);
  });

  it('answers a body over 1 MiB with a 413 in the error shape', async () => {
    const raw = JSON.stringify({ name: 'x'.repeat(BODY_LIMIT_BYTES), email: 'big@example.com', password: 'secret1' });
    const res = await t.api.request('POST', '/api/auth/signup', {
      raw,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'Request body is too large', code: 'TOO_LARGE' });
  });

  it('accepts a body just under the limit (it then fails validation, not the size check)', async () => {
    const raw = JSON.stringify({
      name: 'x'.repeat(BODY_LIMIT_BYTES - 200),
      email: 'big@example.com',
      password: 'secret1',
    });
    const res = await t.api.request('POST', '/api/auth/signup', {
      raw,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Name must be at most 80 characters');
  });

  it('never leaks a stack trace', async () => {
    const res = await t.api.request('POST', '/api/auth/login', {
      raw: 'not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('puts the security headers on API answers, errors included', async () => {
    for (const res of [await t.api.get('/api/health'), await t.api.get('/api/nope'), await t.api.get('/api/auth/me')]) {
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
  });
});
