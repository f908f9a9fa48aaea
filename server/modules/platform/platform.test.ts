import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '#server/test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/platform', () => {
  it('says the embedded defaults are the built-in offline writer and voice and demo payments', async () => {
    const res = await t.api.get('/api/platform');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      writer: { name: 'offline', offline: true },
      voice: { name: expect.any(String), offline: true },
      payments: { name: expect.any(String), demo: true },
      googleSignIn: false,
    });
  });
});
