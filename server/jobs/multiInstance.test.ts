import { describe, expect, it } from 'vitest';
import { chapterStreamEvents } from '#common/catalogue/wire';
import { buildControlledWriter, buildUser, waitForChapter } from '../test/factories';
import { readEvents } from '../test/sse';
import { startSecondInstance, startTestApp, twoInstances } from '../test/testApp';
import { findUserById } from '#server/modules/users/users.repo';
import { LEDGER_REASONS } from '#server/modules/credits/ledger';
import { ledgerTextSum } from '../test/factories';

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

describe.skipIf(!process.env.TEST_DATABASE_URL)('an instance that stops while writing', () => {
  it('hands the chapter on to another instance, which finishes it from the saved text, charged once', async () => {
    const control = buildControlledWriter();
    const a = await startTestApp({ providers: (_config, defaults) => ({ ...defaults, writer: control.writer }) });
    try {
      const { user, token } = await buildUser(a.ctx.db, { textCredits: 5 });
      const created = await a.api.post('/api/stories/generate', { title: 'Relay', settings: { length: 2 } }, token);
      const first = await control.nextCall();
      first.write('The first instance wrote this. And then it was asked to stop');
      const b = await startSecondInstance(a);
      try {
        const stream = fetch(`${b.baseUrl}/api/stories/${created.body._id}/chapters/1/stream`, {
          headers: { authorization: `Bearer ${token}` },
        }).then(readEvents);
        await new Promise((r) => setTimeout(r, 300));
        // A deploy stops the instance that was writing; the other one takes the chapter on.
        await a.app.close();
        const second = await control.nextCall();
        expect(second.request.resumeFrom).toBe('The first instance wrote this. And then it was asked to stop');
        second.write(', so the second went on.');
        second.finish({ choices: ['Stay', 'Go'] });
        const chapter = await waitForChapter(b.api, created.body._id, 1, token);
        expect(chapter).toMatchObject({
          status: 'ready',
          content: 'The first instance wrote this. And then it was asked to stop, so the second went on.',
        });
        const events = await stream;
        const text = events
          .filter((e) => e.event === chapterStreamEvents.text)
          .map((e) => e.data.text as string)
          .join('');
        expect(text).toBe(chapter.content);
        expect((await findUserById(a.ctx.db, user.id))!.textCredits).toBe(4);
        expect(await ledgerTextSum(a.ctx.db, user.id, [LEDGER_REASONS.chapterRefund])).toBe(0);
      } finally {
        await b.close();
      }
    } finally {
      await a.close();
    }
  });
});
