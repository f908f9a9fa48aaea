import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chapters } from '../db/schema';
import { changeCredits } from '#server/modules/credits/credits.service';
import { findUserById } from '#server/modules/users/users.repo';
import { OpenAiCompatibleWriter } from '#server/providers/writer/openaiCompatible';
import { WriterError } from '#server/providers/writer/port';
import { startFakeOpenAiServer } from '../test/fakeOpenAiServer';
import { buildControlledWriter, buildStory, buildUser, ledgerTextSum, waitForChapter } from '../test/factories';
import { testAppWithControlledWriter } from '../test/controlledWriterApp';
import { startTestApp } from '../test/testApp';
import { INTERRUPTED_MESSAGE, recoverAbandonedChapters } from './recovery';
import { LEDGER_REASONS } from '#server/modules/credits/ledger';
import { MAX_CHAPTER_HANDOFFS } from '#server/modules/chapters/chapterOutcome.service';

const { t, control } = testAppWithControlledWriter();

const credits = async (userId: string) => (await findUserById(t.ctx.db, userId))!.textCredits;

describe('chapter jobs', () => {
  it('fails a chapter the writer could not write and refunds it exactly once', async () => {
    const { user, token } = await buildUser(t.ctx.db, { textCredits: 5 });
    const res = await t.api.post('/api/stories/generate', { title: 'Storm', settings: { length: 3 } }, token);
    expect(await credits(user.id)).toBe(3);
    const call = await control.nextCall();
    call.write('It started well');
    call.fail(new WriterError('The writer is unavailable right now. Please try again.', false));
    const chapter = await waitForChapter(t.api, res.body._id, 1, token);
    expect(chapter).toMatchObject({
      status: 'failed',
      content: 'It started well',
      failureMessage: 'The writer is unavailable right now. Please try again.',
    });
    expect(await credits(user.id)).toBe(5);
    expect(await ledgerTextSum(t.ctx.db, user.id, [LEDGER_REASONS.chapterRefund])).toBe(2);

    // Recovery afterwards finds nothing to refund again.
    await recoverAbandonedChapters(t.ctx.db);
    expect(await credits(user.id)).toBe(5);

    const story = await t.api.get(`/api/stories/${res.body._id}`, token);
    expect(story.body).toMatchObject({ currentChapter: 1, can: { continue: false } });
    expect((await t.api.post(`/api/stories/${res.body._id}/continue`, { conclude: false }, token)).status).toBe(409);

    const retry = await t.api.post(`/api/stories/${res.body._id}/chapters/1/retry`, undefined, token);
    expect(retry.status).toBe(201);
    expect(retry.body.chapter).toMatchObject({ number: 1, status: 'writing', content: '' });
    expect(await credits(user.id)).toBe(3);
    const again = await control.nextCall();
    again.write('Second try.');
    again.finish({ choices: ['Left', 'Right'] });
    expect(await waitForChapter(t.api, res.body._id, 1, token)).toMatchObject({
      status: 'ready',
      content: 'Second try.',
    });
    expect(await credits(user.id)).toBe(3);
    expect((await t.api.post(`/api/stories/${res.body._id}/chapters/1/retry`, undefined, token)).status).toBe(409);
  });

  const abandonedChapter = async (userId: string, storyId: string, handoffs: number) => {
    const [chapter] = await t.ctx.db
      .insert(chapters)
      .values({
        storyId,
        number: 2,
        status: 'writing',
        content: 'Half of it was written. ',
        instruction: { kind: 'continue' },
        maxTokens: 100,
        textCreditsCost: 1,
        chargedUserId: userId,
        chargedTextCredits: 1,
        leaseOwner: 'crashed-instance',
        leaseExpiresAt: sql`now() - interval '1 minute'`,
        handoffs,
      })
      .returning();
    await changeCredits(t.ctx.db, {
      userId,
      text: -1,
      audio: 0,
      reason: LEDGER_REASONS.chapterCharge,
      reference: `chapter:${chapter.id}:1`,
    });
    return chapter;
  };

  it('takes over a chapter abandoned by a crashed instance: finished from its saved text, charged once, however often recovery runs', async () => {
    const { user, token } = await buildUser(t.ctx.db, { textCredits: 5 });
    const story = await buildStory(t.ctx.db, user);
    await abandonedChapter(user.id, story.id, 0);
    expect(await credits(user.id)).toBe(4);

    await Promise.all([recoverAbandonedChapters(t.ctx.db), recoverAbandonedChapters(t.ctx.db)]);
    await recoverAbandonedChapters(t.ctx.db);
    const call = await control.nextCall();
    expect(call.request.resumeFrom).toBe('Half of it was written. ');
    call.write('The rest followed.');
    call.finish();
    expect(await waitForChapter(t.api, story.id, 2, token)).toMatchObject({
      status: 'ready',
      content: 'Half of it was written. The rest followed.',
    });
    expect(await credits(user.id)).toBe(4);
    expect(await ledgerTextSum(t.ctx.db, user.id, [LEDGER_REASONS.chapterRefund])).toBe(0);
  });

  it('fails and refunds once a chapter that has crashed its writers too often', async () => {
    const { user } = await buildUser(t.ctx.db, { textCredits: 5 });
    const story = await buildStory(t.ctx.db, user);
    const chapter = await abandonedChapter(user.id, story.id, MAX_CHAPTER_HANDOFFS);

    await Promise.all([recoverAbandonedChapters(t.ctx.db), recoverAbandonedChapters(t.ctx.db)]);
    await recoverAbandonedChapters(t.ctx.db);
    const row = await t.ctx.db.query.chapters.findFirst({ where: (c, { eq }) => eq(c.id, chapter.id) });
    expect(row).toMatchObject({ status: 'failed', failureMessage: INTERRUPTED_MESSAGE, leaseOwner: null });
    expect(await credits(user.id)).toBe(5);
    expect(await ledgerTextSum(t.ctx.db, user.id, [LEDGER_REASONS.chapterRefund])).toBe(1);
  });

  it('leaves chapters with a live lease alone', async () => {
    const { user } = await buildUser(t.ctx.db, { textCredits: 5 });
    const story = await buildStory(t.ctx.db, user);
    const [chapter] = await t.ctx.db
      .insert(chapters)
      .values({
        storyId: story.id,
        number: 2,
        status: 'writing',
        instruction: { kind: 'continue' },
        maxTokens: 100,
        leaseOwner: 'alive',
        leaseExpiresAt: sql`now() + interval '1 minute'`,
      })
      .returning();
    await recoverAbandonedChapters(t.ctx.db);
    expect((await t.ctx.db.query.chapters.findFirst({ where: (c, { eq }) => eq(c.id, chapter.id) }))!.status).toBe(
      'writing',
    );
  });
});

describe('graceful shutdown', () => {
  it('with no other instance alive, aborts running jobs, which fail and refund', async () => {
    const own = buildControlledWriter();
    const app = await startTestApp({ providers: (_config, defaults) => ({ ...defaults, writer: own.writer }) });
    try {
      const { user, token } = await buildUser(app.ctx.db, { textCredits: 5 });
      const res = await app.api.post('/api/stories/generate', { title: 'Cut short', settings: { length: 2 } }, token);
      (await own.nextCall()).write('Interrupted mid');
      await app.app.close();
      const row = await app.ctx.db.query.chapters.findFirst({ where: (c, { eq }) => eq(c.storyId, res.body._id) });
      expect(row).toMatchObject({ status: 'failed', failureMessage: INTERRUPTED_MESSAGE });
      expect((await findUserById(app.ctx.db, user.id))!.textCredits).toBe(5);
    } finally {
      await app.close();
    }
  });
});

describe('provider faults through the OpenAI-compatible adapter', () => {
  it.each([
    ['a stream that breaks half-way', { tokens: ['Once ', 'upon ', 'a ', 'time ', 'there ', 'was '], breakAfter: 3 }],
    ['a server that keeps answering 500', { failFirst: { status: 500, times: 10 } }],
  ])('fails the chapter and refunds it exactly once on %s', async (_name, script) => {
    const fake = await startFakeOpenAiServer(script);
    const writer = new OpenAiCompatibleWriter({
      baseURL: fake.url,
      model: 'test-model',
      maxRetries: 1,
      retryBackoffMs: 1,
      firstTokenTimeoutMs: 2000,
      totalTimeoutMs: 5000,
    });
    const app = await startTestApp({ providers: (_config, defaults) => ({ ...defaults, writer }) });
    try {
      const { user, token } = await buildUser(app.ctx.db, { textCredits: 5 });
      const res = await app.api.post('/api/stories/generate', { title: 'Faulty', settings: { length: 4 } }, token);
      expect(res.status).toBe(201);
      const chapter = await waitForChapter(app.api, res.body._id, 1, token);
      expect(chapter.status).toBe('failed');
      expect((await findUserById(app.ctx.db, user.id))!.textCredits).toBe(5);
      await recoverAbandonedChapters(app.ctx.db);
      expect(await ledgerTextSum(app.ctx.db, user.id, [LEDGER_REASONS.chapterRefund])).toBe(4);
      expect(fake.requests.length).toBeGreaterThan(0);
    } finally {
      await app.close();
      await fake.close();
    }
  });
});
