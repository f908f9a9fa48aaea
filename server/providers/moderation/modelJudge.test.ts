import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  MINOR_REFUSAL,
  MODERATION_UNAVAILABLE,
  NON_CONSENT_REFUSAL,
  REAL_PERSON_REFUSAL,
} from '#server/modules/moderation/moderation.service';
import { findUserById } from '#server/modules/users/users.repo';
import { buildUser, ledgerTextSum, waitForChapter } from '#server/test/factories';
import { startFakeJudgeServer, type FakeJudgeServer } from '#server/test/fakeJudgeServer';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '#server/test/fakeOpenAiServer';
import { startTestApp, type TestApp } from '#server/test/testApp';
import { readJudgement } from './modelJudge';

/** Innocent to the built-in rules: only the judge knows what they mean. */
const RULES = { 'the lantern oath': 'minors', 'the glass duke': 'real_people', 'the unasked night': 'non_consent' };

let writer: FakeOpenAiServer;
let judge: FakeJudgeServer;
let t: TestApp;

beforeAll(async () => {
  writer = await startFakeOpenAiServer();
  judge = await startFakeJudgeServer(RULES);
  t = await startTestApp({
    env: {
      LLM_BASE_URL: writer.url,
      LLM_MODEL: 'fake-model',
      // These chapters are a sentence or three: below the writer's minimum for a real chapter.
      LLM_MIN_WORDS: '0',
      MODERATION_JUDGE_URL: judge.url,
      MODERATION_JUDGE_MODEL: 'llama-guard-3',
      MODERATION_JUDGE_API_KEY: 'sk-judge',
    },
  });
});
afterAll(async () => {
  await t.close();
  await writer.close();
  await judge.close();
});
beforeEach(() => {
  judge.failWith(0);
  judge.answerWith(undefined);
});

const ADULTS = { protagonistDescription: 'a 34-year-old archivist', loveInterestDescription: 'a sea captain, 41' };
const story = (settingDescription: string) => ({
  title: 'Salt and Ink',
  settings: { ...ADULTS, length: 2, settingDescription },
});
const credits = async (id: string) => (await findUserById(t.ctx.db, id))!.textCredits;

describe('the model judge on requests', () => {
  it.each([
    ['the lantern oath', MINOR_REFUSAL],
    ['the glass duke', REAL_PERSON_REFUSAL],
    ['the unasked night', NON_CONSENT_REFUSAL],
  ])('refuses what it judges unsafe (%s), charging nothing', async (marker, message) => {
    const owner = await buildUser(t.ctx.db, { textCredits: 5 });
    const res = await t.api.post('/api/stories/generate', story(`a harbour town and ${marker}`), owner.token);
    expect(res).toMatchObject({ status: 400, body: { message } });
    expect(await credits(owner.user.id)).toBe(5);
    expect(judge.prompts.at(-1)).toContain(marker);
  });

  it('still lets the built-in rules refuse what it calls safe', async () => {
    judge.answerWith('safe');
    const owner = await buildUser(t.ctx.db, { textCredits: 5 });
    const res = await t.api.post('/api/stories/generate', story('her fourteenth birthday'), owner.token);
    expect(res).toMatchObject({ status: 400, body: { message: MINOR_REFUSAL } });
  });

  it.each([
    ['is down', () => judge.failWith(503)],
    ['answers nonsense', () => judge.answerWith('I would rather not say')],
  ])('lets nothing through when it %s: 502, nothing charged or stored', async (_how, breakIt) => {
    breakIt();
    const owner = await buildUser(t.ctx.db, { textCredits: 5 });
    const res = await t.api.post('/api/stories/generate', story('a harbour town'), owner.token);
    expect(res).toMatchObject({ status: 502, body: { message: MODERATION_UNAVAILABLE } });
    expect(await credits(owner.user.id)).toBe(5);
    expect((await t.api.get('/api/user/stories', owner.token)).body).toHaveLength(0);
  });
});

describe('the model judge on chapters', () => {
  async function write(tokens: string[]) {
    const owner = await buildUser(t.ctx.db, { textCredits: 5 });
    writer.script({ tokens, paceMs: 10 });
    const created = await t.api.post('/api/stories/generate', story('a harbour town'), owner.token);
    expect(created.status).toBe(201);
    return { owner, chapter: await waitForChapter(t.api, created.body._id, 1, owner.token) };
  }

  it('fails and refunds once a chapter it judges unsafe', async () => {
    const { owner, chapter } = await write([
      'The tide came in slowly. ',
      'They swore the lantern oath. ',
      'Dawn came. ',
    ]);
    expect(chapter).toMatchObject({ status: 'failed', content: '' });
    expect(chapter.failureMessage).toContain(MINOR_REFUSAL);
    expect(await credits(owner.user.id)).toBe(5);
    expect(await ledgerTextSum(t.ctx.db, owner.user.id, ['refund'])).toBe(1);
  });

  it('fails and refunds once a chapter written while it is down', async () => {
    const owner = await buildUser(t.ctx.db, { textCredits: 5 });
    // Slow enough that the judge is down before the first sentence ends.
    writer.script({ tokens: ['The tide came ', 'in slowly. ', 'Dawn came.'], paceMs: 300 });
    const created = await t.api.post('/api/stories/generate', story('a harbour town'), owner.token);
    judge.failWith(500);
    const chapter = await waitForChapter(t.api, created.body._id, 1, owner.token);
    expect(chapter).toMatchObject({ status: 'failed', content: '' });
    expect(await credits(owner.user.id)).toBe(5);
    expect(await ledgerTextSum(t.ctx.db, owner.user.id, ['refund'])).toBe(1);
  });

  it('passes a chapter it judges safe', async () => {
    const { chapter } = await write(['The tide came in slowly. ', 'She took his hand.']);
    expect(chapter).toMatchObject({ status: 'ready', content: 'The tide came in slowly. She took his hand.' });
  });
});

describe('reading a judgement', () => {
  it.each([
    ['safe', true],
    ['unsafe: minors', false],
    ['unsafe\nS4', false],
    ['unsafe\nS12', true],
    ['unsafe', false],
  ])('%j', (answer, allowed) => {
    expect(readJudgement(answer)?.allowed).toBe(allowed);
  });

  it('reads neither safe nor unsafe as no answer', () => {
    expect(readJudgement('maybe')).toBeUndefined();
  });
});
