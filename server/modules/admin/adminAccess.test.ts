import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_REQUIRED_MESSAGE } from '#common/contract';
import { buildStory, buildUser, type BuiltUser } from '#server/test/factories';
import { startTestApp, type TestApp } from '#server/test/testApp';

let t: TestApp;
let admin: BuiltUser;
let user: BuiltUser;
let target: BuiltUser;
let storyId: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await buildUser(t.ctx.db, { role: 'admin', name: 'Root Admin' });
  user = await buildUser(t.ctx.db);
  target = await buildUser(t.ctx.db, { name: 'Target' });
  storyId = (await buildStory(t.ctx.db, target.user)).id;
});
afterAll(async () => {
  await t.close();
});

type Call = [string, string, () => unknown, number];
const calls = (): Call[] => [
  ['GET', '/api/admin/users', () => undefined, 200],
  [
    'POST',
    '/api/admin/users',
    () => ({
      name: 'New Person',
      email: `new-${Math.random().toString(36).slice(2)}@example.com`,
      password: 'secret1',
    }),
    201,
  ],
  [
    'PATCH',
    `/api/admin/users/${target.user.id}`,
    () => ({ name: 'Target', email: target.user.email, role: 'user' }),
    200,
  ],
  ['GET', '/api/admin/stories', () => undefined, 200],
  ['PATCH', `/api/admin/stories/${storyId}/visibility`, () => ({ isPublic: false }), 200],
  ['GET', '/api/admin/audit', () => undefined, 200],
  ['DELETE', `/api/admin/stories/${storyId}`, () => undefined, 200],
  ['DELETE', `/api/admin/users/${target.user.id}`, () => undefined, 200],
];

describe('admin endpoints: who may call them', () => {
  it('answer 401 to guests, even with input that would not validate', async () => {
    for (const [method, path, body] of calls()) {
      const res = await t.api.request(method, path, { body: body() });
      expect(res.status, `${method} ${path}`).toBe(401);
      if (method === 'POST' || method === 'PATCH') {
        const junk = await t.api.request(method, path, { raw: '{', headers: { 'content-type': 'application/json' } });
        expect(junk.status, `${method} ${path} with junk`).toBe(401);
      }
    }
  });

  it('answer 401 to a revoked session', async () => {
    const other = await buildUser(t.ctx.db, { role: 'admin' });
    await t.api.post('/api/auth/logout', undefined, other.token);
    expect((await t.api.get('/api/admin/users', other.token)).status).toBe(401);
  });

  it('answer 403 ADMIN_REQUIRED to signed-in users, and change nothing', async () => {
    for (const [method, path, body] of calls()) {
      const res = await t.api.request(method, path, { body: body(), token: user.token });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body).toEqual({ code: 'ADMIN_REQUIRED', message: ADMIN_REQUIRED_MESSAGE });
    }
    expect((await t.api.get(`/api/stories/${storyId}`, user.token)).body).toMatchObject({ isPublic: true });
  });

  it('let an admin do each of them, in order', async () => {
    for (const [method, path, body, status] of calls()) {
      const res = await t.api.request(method, path, { body: body(), token: admin.token });
      expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(status);
      expect(JSON.stringify(res.body)).not.toMatch(/password|argon2/i);
    }
  });
});
