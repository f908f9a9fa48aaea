import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase, type DatabaseHandle } from '#server/db/client';
import { buildControlledWriter, buildUser, waitForChapter } from '../test/factories';
import { apiClient, startTestApp, type ApiClient, type TestApp } from '../test/testApp';

// Two instances need a database they can share: only a PostgreSQL server offers one.
describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances sharing one PostgreSQL', () => {
  const control = buildControlledWriter();
  let a: TestApp;
  let b: { app: FastifyInstance; api: ApiClient; database: DatabaseHandle };

  beforeAll(async () => {
    a = await startTestApp({ providers: (_config, defaults) => ({ ...defaults, writer: control.writer }) });
    const database = await openDatabase({ url: (a.ctx.database as { url?: string }).url });
    const app = await buildApp({ ...a.ctx, database, db: database.db }, { logger: false, webRoot: '/nonexistent' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    b = {
      app,
      database,
      api: apiClient(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`),
    };
  });
  afterAll(async () => {
    await b.app.close();
    await b.database.close();
    await a.close();
  });

  it('streams a chapter to readers on both instances, whichever one writes it', async () => {
    const { token } = await buildUser(a.ctx.db, { textCredits: 5 });
    const created = await a.api.post('/api/stories/generate', { title: 'Across', settings: { length: 2 } }, token);
    const call = await control.nextCall();
    const streamPath = `/api/stories/${created.body._id}/chapters/1/stream`;
    const readings = [a.api.get(streamPath, token), b.api.get(streamPath, token)];
    await new Promise((r) => setTimeout(r, 300));
    call.write('Written on one, ');
    call.write('read on the other.');
    call.finish({ choices: ['Yes', 'No'] });
    for (const stream of await Promise.all(readings)) {
      expect(stream.status).toBe(200);
      const texts = [...String(stream.body).matchAll(/^event: text\ndata: (.*)$/gm)]
        .map((m) => JSON.parse(m[1]).text)
        .join('');
      expect(texts).toBe('Written on one, read on the other.');
      expect(String(stream.body)).toContain('event: done');
    }
    expect(await waitForChapter(b.api, created.body._id, 1, token)).toMatchObject({
      status: 'ready',
      choices: [{ text: 'Yes' }, { text: 'No' }],
    });
  });

  it('lets both instances claim jobs without ever writing one twice', async () => {
    const { token } = await buildUser(a.ctx.db, { textCredits: 20, subscription: 'essentiel' });
    const made = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        (i % 2 ? a.api : b.api).post('/api/stories/generate', { title: `Twin ${i}`, settings: { length: 2 } }, token),
      ),
    );
    const calls = await Promise.all(made.map(() => control.nextCall()));
    expect(new Set(calls.map((c) => c.request.title)).size).toBe(6);
    for (const call of calls) call.finish();
    for (const res of made) expect((await waitForChapter(a.api, res.body._id, 1, token)).status).toBe('ready');
  });
});
