import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_LIST_HEADERS } from '#common/catalogue/wire';
import type { AdminWriterFailure } from '#common/contract';
import { buildUser, waitForChapter } from '#server/test/factories';
import { startFakeOpenAiServer, type FakeOpenAiServer, type FakeScript } from '#server/test/fakeOpenAiServer';
import { startTestApp, type TestApp } from '#server/test/testApp';

/** The admin dashboard's list of the writer's failures, from chapters really failed by an imitation of the service. */
let writer: FakeOpenAiServer;
let t: TestApp;

beforeAll(async () => {
  writer = await startFakeOpenAiServer();
  t = await startTestApp({
    env: { LLM_BASE_URL: writer.url, LLM_MODEL: 'fake-model', LLM_API_KEY: 'sk-secret-key-123456', LLM_MIN_WORDS: '0' },
  });
});
afterAll(async () => {
  await t.close();
  await writer.close();
});

async function failedChapter(title: string, script: FakeScript) {
  const owner = await buildUser(t.ctx.db, { textCredits: 5 });
  writer.script(script);
  const created = await t.api.post('/api/stories/generate', { title, settings: { length: 2 } }, owner.token);
  expect(created.status).toBe(201);
  const chapter = await waitForChapter(t.api, created.body._id, 1, owner.token);
  expect(chapter.status).toBe('failed');
  return created.body._id as string;
}

describe('GET /api/admin/writer-failures', () => {
  it('lists each failure with its provider, status, reason, story and chapter, newest first, a page at a time', async () => {
    const { token } = await buildUser(t.ctx.db, { role: 'admin' });
    const rejected = await failedChapter('Rejected Request', {
      failFirst: {
        status: 400,
        times: 9,
        body: { error: { message: "This model's maximum context length is 4096 tokens (sk-secret-key-123456)" } },
      },
    });
    const refused = await failedChapter('Refused Answer', {
      tokens: ["I'm sorry, but I can't help with that request."],
      completion: "I'm sorry, but I can't help with that.",
    });

    const first = await t.api.get('/api/admin/writer-failures?limit=1', token);
    expect(first.status).toBe(200);
    expect(first.headers.get(ADMIN_LIST_HEADERS.totalCount)).toBe('2');
    const [newest] = first.body as AdminWriterFailure[];
    expect(newest).toMatchObject({
      provider: expect.stringContaining('fake-model'),
      status: null,
      reason: expect.stringContaining("the model answered: I'm sorry"),
      storyId: refused,
      storyTitle: 'Refused Answer',
      chapterNumber: 1,
    });
    const cursor = first.headers.get(ADMIN_LIST_HEADERS.nextCursor);
    expect(cursor).toBeTruthy();

    const second = await t.api.get(`/api/admin/writer-failures?limit=1&cursor=${cursor}`, token);
    const [older] = second.body as AdminWriterFailure[];
    expect(older).toMatchObject({ status: 400, storyId: rejected, storyTitle: 'Rejected Request', chapterNumber: 1 });
    expect(older.reason).toContain('maximum context length is 4096 tokens');
    expect(older.reason).not.toContain('sk-secret-key-123456');
    expect(Date.parse(older.createdAt)).toBeLessThanOrEqual(Date.parse(newest.createdAt));
    expect(second.headers.get(ADMIN_LIST_HEADERS.nextCursor)).toBeNull();
  });

  it('is for admins only, and refuses a cursor it did not make', async () => {
    const { token } = await buildUser(t.ctx.db);
    expect((await t.api.get('/api/admin/writer-failures', token)).status).toBe(403);
    expect((await t.api.get('/api/admin/writer-failures')).status).toBe(401);
    const admin = await buildUser(t.ctx.db, { role: 'admin' });
    expect((await t.api.get('/api/admin/writer-failures?cursor=nonsense', admin.token)).status).toBe(400);
  });
});
