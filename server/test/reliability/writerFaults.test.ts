import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OpenAiCompatibleWriter } from '#server/providers/writer/openaiCompatible';
import { SAMPLE_CHAPTER_PIECES } from '#server/test/writerKit';
import { buildUser, waitForChapter } from '../factories';
import { startFakeOpenAiServer, type FakeOpenAiServer, type FakeScript } from '../fakeOpenAiServer';
import { startTestApp, type TestApp } from '../testApp';
import { balanceAndLedger, ledgerRowsOf } from './ledger';
import { LEDGER_REASONS } from '#server/modules/credits/ledger';

const PROSE = SAMPLE_CHAPTER_PIECES;
const FAULTS: Array<[string, FakeScript]> = [
  ['a refusal (400)', { failFirst: { status: 400, times: 1000 } }],
  ['429 forever', { failFirst: { status: 429, times: 1000 } }],
  ['5xx forever', { failFirst: { status: 503, times: 1000 } }],
  ['a hang until the timeout', { hang: true }],
  ['a stream broken mid-way', { tokens: PROSE, breakAfter: 2 }],
  ['garbage instead of a stream', { garbage: '<html>502 Bad Gateway</html>' }],
  ['a stream that never ends in time', { tokens: PROSE, paceMs: 400 }],
];

let fake: FakeOpenAiServer;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  t = await startTestApp({
    providers: (_config, defaults) => ({
      ...defaults,
      writer: new OpenAiCompatibleWriter({
        baseURL: fake.url,
        model: 'fake-model',
        firstTokenTimeoutMs: 300,
        timeoutFloorMs: 1000,
        msPerToken: 0,
        maxRetries: 2,
        retryBackoffMs: 1,
      }),
    }),
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('the writer failing every way', () => {
  it.each(FAULTS)(
    '%s: the chapter ends failed, refunded exactly once, and the service answers',
    async (_name, script) => {
      fake.script(script);
      const { user, token } = await buildUser(t.ctx.db);
      const created = await t.api.post(
        '/api/stories/generate',
        { title: 'Against the odds', settings: { length: 2 } },
        token,
      );
      expect(created.status).toBe(201);
      const chapter = await waitForChapter(t.api, created.body._id, 1, token);
      expect(chapter.status).toBe('failed');
      expect(chapter.failureMessage).toMatch(/\w/);
      expect(JSON.stringify(chapter)).not.toMatch(/scripted failure|Bad Gateway|127\.0\.0\.1/);

      expect(await ledgerRowsOf(t.ctx.db, user.id, LEDGER_REASONS.chapterCharge)).toHaveLength(1);
      expect(await ledgerRowsOf(t.ctx.db, user.id, LEDGER_REASONS.chapterRefund)).toHaveLength(1);
      const balance = await balanceAndLedger(t.ctx.db, user.id);
      expect(balance.text).toBe(user.textCredits);
      expect(balance.text).toBe(balance.ledgerText);
      expect((await t.api.get('/api/health')).status).toBe(200);

      // Once the writer is back, a retry writes the chapter and charges again, once.
      fake.script({ tokens: PROSE });
      expect((await t.api.post(`/api/stories/${created.body._id}/chapters/1/retry`, undefined, token)).status).toBe(
        201,
      );
      expect((await waitForChapter(t.api, created.body._id, 1, token)).status).toBe('ready');
      expect((await balanceAndLedger(t.ctx.db, user.id)).text).toBe(user.textCredits - 1);
    },
  );
});
