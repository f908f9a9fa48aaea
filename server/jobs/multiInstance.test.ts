import { describe, expect, it } from 'vitest';
import { chapterStreamEvents } from '#common/catalogue';
import { buildControlledWriter, buildUser, waitForChapter } from '../test/factories';
import { readEvents } from '../test/sse';
import { twoInstances } from '../test/testApp';

// Two instances need a database they can share: only a PostgreSQL server offers one.
describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances sharing one PostgreSQL', () => {
  const control = buildControlledWriter();
  const pair = twoInstances({ providers: (_config, defaults) => ({ ...defaults, writer: control.writer }) });

  it('streams a chapter to readers on both instances, whichever one writes it', async () => {
    const { a, b } = pair;
    const { token } = await buildUser(a.ctx.db, { textCredits: 5 });
    const created = await a.api.post('/api/stories/generate', { title: 'Across', settings: { length: 2 } }, token);
    const call = await control.nextCall();
    const streamPath = `/api/stories/${created.body._id}/chapters/1/stream`;
    const readings = [a.baseUrl, b.baseUrl].map(async (baseUrl) => {
      const stream = await fetch(baseUrl + streamPath, { headers: { authorization: `Bearer ${token}` } });
      expect(stream.status).toBe(200);
      return readEvents(stream);
    });
    await new Promise((r) => setTimeout(r, 300));
    call.write('Written on one, ');
    call.write('read on the other.');
    call.finish({ choices: ['Yes', 'No'] });
    for (const events of await Promise.all(readings)) {
      const texts = events
        .filter((e) => e.event === chapterStreamEvents.text)
        .map((e) => e.data.text as string)
        .join('');
      expect(texts).toBe('Written on one, read on the other.');
      expect(events.at(-1)).toMatchObject({ event: chapterStreamEvents.done, data: { status: 'ready' } });
    }
    expect(await waitForChapter(b.api, created.body._id, 1, token)).toMatchObject({
      status: 'ready',
      choices: [{ text: 'Yes' }, { text: 'No' }],
    });
  });

  it('lets both instances claim jobs without ever writing one twice', async () => {
    const { a, b } = pair;
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
