import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADERS } from '#common/catalogue/wire';
import { IDEMPOTENCY } from '#server/security';
import { actionCost, type ActionCost, type PaidAction } from '#common/rules/actionCost';

type PaidActionKind = PaidAction['kind'];
import { chapters, checkoutSessions, creditLedger, idempotencyKeys, stories, users } from '#server/db/schema';
import { LEDGER_REASONS } from '#server/modules/credits/ledger';
import { OfflineWriter } from '#server/providers/writer/offline/offlineWriter';
import { FAKE_ELEVENLABS_VOICES, startFakeElevenLabsServer } from '#server/test/fakeElevenLabsServer';
import type { FakeAudioServer } from '#server/test/fakeSpeechServer';
import { buildStory, buildUser, type BuiltUser } from '#server/test/factories';
import { startTestApp, type ApiResponse, type TestApp } from '#server/test/testApp';
import { findUserById } from '../users/users.repo';
import { waitForAudio } from '#server/test/narrationKit';

const ELEVEN_KEY = 'idempotency-test-key';
let t: TestApp;
let fake: FakeAudioServer;
beforeAll(async () => {
  fake = await startFakeElevenLabsServer({ apiKey: ELEVEN_KEY });
  fake.chunkDelayMs = 5;
  t = await startTestApp({
    env: { ELEVENLABS_API_KEY: ELEVEN_KEY, ELEVENLABS_BASE_URL: fake.url },
    providers: (_config, defaults) => ({ ...defaults, writer: new OfflineWriter({ paceMs: 0 }) }),
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const REPEATS = 4;
const CHARGE_REASONS = [LEDGER_REASONS.chapterCharge, LEDGER_REASONS.unlock, LEDGER_REASONS.narrationCharge];

/** The same request sent REPEATS times at once with one key: every answer must be the first one. */
async function repeatAtOnce(method: string, path: string, token: string, body?: unknown): Promise<ApiResponse> {
  const key = `intent-${Math.random().toString(36).slice(2)}`;
  const answers = await Promise.all(
    Array.from({ length: REPEATS }, () =>
      t.api.request(method, path, { body, token, headers: { [IDEMPOTENCY_HEADERS.key]: key } }),
    ),
  );
  expect(new Set(answers.map((a) => a.status)).size).toBe(1);
  expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
  expect(answers.filter((a) => a.headers.get(IDEMPOTENCY_HEADERS.replayed) === 'true')).toHaveLength(REPEATS - 1);
  return answers[0];
}

async function charges(userId: string) {
  return t.ctx.db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), inArray(creditLedger.reason, CHARGE_REASONS)));
}

/** One ledger row, for exactly the price the web shows for this action, and the balance moved by it. */
async function expectOneCharge(buyer: BuiltUser, price: ActionCost) {
  const rows = await charges(buyer.user.id);
  expect(rows).toHaveLength(1);
  const [row] = rows;
  expect({ kind: row.deltaAudio ? 'audio' : 'text', credits: -(row.deltaText + row.deltaAudio) }).toEqual(price);
  const now = (await findUserById(t.ctx.db, buyer.user.id))!;
  const before = price.kind === 'text' ? buyer.user.textCredits : buyer.user.audioCredits;
  expect(price.kind === 'text' ? now.textCredits : now.audioCredits).toBe(before - price.credits);
}

const chapterCount = async (storyId: string) =>
  (await t.ctx.db.select().from(chapters).where(eq(chapters.storyId, storyId))).length;
const visibleChapters = async (storyId: string, token: string) =>
  (await t.api.get(`/api/stories/${storyId}/chapters`, token)).body.chapters;

const paidActions: Record<PaidActionKind, () => Promise<void>> = {
  async generate() {
    const buyer = await buildUser(t.ctx.db, { textCredits: 10 });
    const res = await repeatAtOnce('POST', '/api/stories/generate', buyer.token, {
      title: 'Once Only',
      settings: { length: 3 },
    });
    expect(res.status).toBe(201);
    expect(await t.ctx.db.select().from(stories).where(eq(stories.userId, buyer.user.id))).toHaveLength(1);
    await expectOneCharge(buyer, actionCost({ kind: 'generate', length: 3 }));
  },

  async continue() {
    const buyer = await buildUser(t.ctx.db, { textCredits: 5 });
    const story = await buildStory(t.ctx.db, buyer.user);
    const res = await repeatAtOnce('POST', `/api/stories/${story.id}/continue`, buyer.token, {});
    expect(res.status).toBe(201);
    expect(await chapterCount(story.id)).toBe(2);
    await expectOneCharge(buyer, actionCost({ kind: 'continue' }));
  },

  async conclude() {
    const buyer = await buildUser(t.ctx.db, { textCredits: 5 });
    const story = await buildStory(t.ctx.db, buyer.user, { chapters: [{}, {}, {}] });
    const res = await repeatAtOnce('POST', `/api/stories/${story.id}/continue`, buyer.token, { conclude: true });
    expect(res.status).toBe(201);
    expect(res.body.chapter).toMatchObject({ number: 4, isFinal: true });
    expect(await chapterCount(story.id)).toBe(4);
    await expectOneCharge(buyer, actionCost({ kind: 'conclude' }));
  },

  async choice() {
    const buyer = await buildUser(t.ctx.db, { textCredits: 5 });
    const story = await buildStory(t.ctx.db, buyer.user, { chapters: [{ choices: ['Stay', 'Leave'] }] });
    const res = await repeatAtOnce('POST', `/api/stories/${story.id}/chapters/1/choice`, buyer.token, {
      choice: 'Stay',
    });
    expect(res.status).toBe(201);
    expect(await chapterCount(story.id)).toBe(2);
    await expectOneCharge(buyer, actionCost({ kind: 'choice' }));
  },

  async rewrite() {
    const buyer = await buildUser(t.ctx.db, { textCredits: 5 });
    const story = await buildStory(t.ctx.db, buyer.user, {
      chapters: [{}, { status: 'failed', textCreditsCost: 2 }],
    });
    const shown = (await visibleChapters(story.id, buyer.token))[1];
    const res = await repeatAtOnce('POST', `/api/stories/${story.id}/chapters/2/retry`, buyer.token);
    expect(res.status).toBe(201);
    expect(await attemptOf(story.id, 2)).toBe(2);
    await expectOneCharge(buyer, actionCost({ kind: 'rewrite', chapterTextCreditsCost: shown.textCreditsCost }));
  },

  async unlock() {
    const author = await buildUser(t.ctx.db);
    const story = await buildStory(t.ctx.db, author.user, { chapters: [{}, { textCreditsCost: 2 }] });
    const buyer = await buildUser(t.ctx.db, { textCredits: 5 });
    const shown = (await visibleChapters(story.id, buyer.token))[1];
    expect(shown.locked).toBe(true);
    const res = await repeatAtOnce('POST', `/api/stories/${story.id}/chapters/2/unlock`, buyer.token);
    expect(res.status).toBe(200);
    await expectOneCharge(buyer, actionCost({ kind: 'unlock', chapterTextCreditsCost: shown.textCreditsCost }));
  },

  async narrate() {
    const buyer = await buildUser(t.ctx.db, { audioCredits: 5 });
    const story = await buildStory(t.ctx.db, buyer.user, {
      chapters: [{ content: 'She smiled at him across the candlelit table tonight. '.repeat(25) }],
    });
    const shown = (await visibleChapters(story.id, buyer.token))[0];
    const res = await repeatAtOnce('POST', '/api/speech/generate', buyer.token, {
      text: shown.content,
      voiceId: FAKE_ELEVENLABS_VOICES[0].voice_id,
      storyId: story.id,
    });
    expect(res.status).toBe(202);
    await expectOneCharge(buyer, actionCost({ kind: 'narrate', text: shown.content }));
  },
};

async function attemptOf(storyId: string, n: number) {
  const [row] = await t.ctx.db
    .select({ attempt: chapters.attempt })
    .from(chapters)
    .where(and(eq(chapters.storyId, storyId), eq(chapters.number, n)));
  return row.attempt;
}

describe('every paid action, repeated at once with one Idempotency-Key', () => {
  it.each(Object.keys(paidActions) as PaidActionKind[])(
    '%s: runs once and charges once, exactly the price the web shows',
    async (kind) => {
      await paidActions[kind]();
    },
  );
});

describe('every creating action, repeated at once with one Idempotency-Key', () => {
  it('opens one checkout', async () => {
    const buyer = await buildUser(t.ctx.db);
    const res = await repeatAtOnce('POST', '/api/payment/create-credit-checkout', buyer.token, {
      packageId: 'starter',
    });
    expect(res.status).toBe(200);
    const sessions = await t.ctx.db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, buyer.user.id));
    expect(sessions).toHaveLength(1);
  });

  it('creates one user from the admin dashboard', async () => {
    const admin = await buildUser(t.ctx.db, { role: 'admin' });
    const email = `once-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const res = await repeatAtOnce('POST', '/api/admin/users', admin.token, {
      name: 'Casey Once',
      email,
      password: 'secret-pw',
    });
    expect(res.status).toBe(201);
    expect(await t.ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });
});

describe('a paid action whose work fails after it was accepted', () => {
  it('is refunded; its key keeps the accepted answer, and the next intent runs it again and charges once', async () => {
    const buyer = await buildUser(t.ctx.db, { audioCredits: 5 });
    const story = await buildStory(t.ctx.db, buyer.user, {
      chapters: [{ content: 'She smiled at him across the candlelit table tonight. '.repeat(10) }],
    });
    const narrate = (key: string) =>
      t.api.request('POST', '/api/speech/generate', {
        body: { text: 'x', voiceId: FAKE_ELEVENLABS_VOICES[0].voice_id, storyId: story.id },
        token: buyer.token,
        headers: { [IDEMPOTENCY_HEADERS.key]: key },
      });
    const balance = async () => (await findUserById(t.ctx.db, buyer.user.id))!.audioCredits;
    fake.failWith('serverError');
    expect((await narrate('narrate-once')).status).toBe(202);
    expect((await waitForAudio(t.api, story.id, 1, buyer.token)).fallback).toBe(true);
    expect(await balance()).toBe(5);
    fake.failWith(undefined);
    const replayed = await narrate('narrate-once');
    expect(replayed.headers.get(IDEMPOTENCY_HEADERS.replayed)).toBe('true');
    expect(await balance()).toBe(5);
    const again = await narrate('narrate-again');
    expect(again.status).toBe(202);
    expect(again.headers.get(IDEMPOTENCY_HEADERS.replayed)).toBeNull();
    expect((await waitForAudio(t.api, story.id, 1, buyer.token)).fallback).toBe(false);
    expect(await balance()).toBe(3);
  });
});

describe('idempotency records', () => {
  it('keep a digest of every answer but only small replay bodies, within a bound per account', async () => {
    const owner = await buildUser(t.ctx.db);
    const unlockOwn = (storyId: string, key: string) =>
      t.api.request('POST', `/api/stories/${storyId}/chapters/1/unlock`, {
        body: {},
        token: owner.token,
        headers: { [IDEMPOTENCY_HEADERS.key]: key },
      });
    // Unlocking one's own chapter is free and answers the whole chapter: about 14 KB here, each time.
    const story = await buildStory(t.ctx.db, owner.user, { chapters: [{ content: 'Velvet night. '.repeat(1000) }] });
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push(await unlockOwn(story.id, `own-${i}`));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const [stored] = await t.ctx.db
      .select({
        rows: sql<number>`count(*)::int`,
        digests: sql<number>`count(${idempotencyKeys.responseDigest})::int`,
        bodyBytes: sql<number>`coalesce(sum(octet_length(${idempotencyKeys.responseBody})), 0)::int`,
      })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, owner.user.id));
    expect(stored).toMatchObject({ rows: 20, digests: 20 });
    expect(stored.bodyBytes).toBeGreaterThan(0);
    expect(stored.bodyBytes).toBeLessThanOrEqual(IDEMPOTENCY.replayBytesPerAccount);
    // The first answers were kept and replay as they were.
    const replayed = await unlockOwn(story.id, 'own-0');
    expect(replayed.headers.get(IDEMPOTENCY_HEADERS.replayed)).toBe('true');
    expect(replayed.body).toEqual(answers[0].body);

    // An answer too large to keep (about 50 KB): its repeat is refused with a clear word and does nothing twice.
    const large = await buildStory(t.ctx.db, owner.user, { chapters: [{ content: 'Velvet night. '.repeat(3600) }] });
    expect((await unlockOwn(large.id, 'large')).status).toBe(200);
    expect(await unlockOwn(large.id, 'large')).toMatchObject({
      status: 409,
      body: { code: 'IDEMPOTENCY_ANSWER_NOT_KEPT' },
    });
  });
});
