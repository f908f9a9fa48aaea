import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_REQUIRED_MESSAGE } from '#common/contract';
import { audioAssets, chapters, checkoutSessions, creditLedger, providerFailures, sessions } from '#server/db/schema';
import { buildStory, buildUser, type BuiltUser } from '#server/test/factories';
import { startTestApp, type TestApp } from '#server/test/testApp';

let t: TestApp;
let admin: BuiltUser;
let reader: BuiltUser;

const DAY = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms);

beforeAll(async () => {
  t = await startTestApp();
  const db = t.ctx.db;
  admin = await buildUser(db, { role: 'admin' });
  reader = await buildUser(db, { joinedAt: ago(3 * DAY) });
  const writer = await buildUser(db, { joinedAt: ago(3 * DAY) });
  const lapsed = await buildUser(db, { joinedAt: ago(20 * DAY) });
  await buildUser(db, { joinedAt: ago(40 * DAY) });
  await db.delete(sessions).where(eq(sessions.userId, lapsed.user.id));
  // The seeded ledger is the whole ledger: welcome grants from account creation are not part of it.
  await db.delete(creditLedger);
  await db.insert(creditLedger).values([
    { userId: writer.user.id, deltaText: -2, deltaAudio: 0, reason: 'chapter', reference: 'c1', createdAt: ago(1000) },
    { userId: writer.user.id, deltaText: 2, deltaAudio: 0, reason: 'refund', reference: 'c1', createdAt: ago(900) },
    {
      userId: writer.user.id,
      deltaText: -3,
      deltaAudio: 0,
      reason: 'chapter',
      reference: 'c2',
      createdAt: ago(2 * DAY),
    },
    {
      userId: reader.user.id,
      deltaText: 50,
      deltaAudio: 10,
      reason: 'credit_pack',
      reference: 'cs_1',
      createdAt: ago(2 * DAY),
    },
    {
      userId: lapsed.user.id,
      deltaText: 0,
      deltaAudio: -4,
      reason: 'narration',
      reference: 'n1',
      createdAt: ago(10 * DAY),
    },
    {
      userId: lapsed.user.id,
      deltaText: 0,
      deltaAudio: -1,
      reason: 'narration',
      reference: 'n2',
      createdAt: ago(40 * DAY),
    },
  ]);
  const story = await buildStory(db, writer.user, {
    chapters: [{ status: 'ready' }, { status: 'ready' }, { status: 'failed' }, { status: 'writing' }],
  });
  await db.update(chapters).set({ failureMessage: 'The writer is unavailable.' }).where(eq(chapters.status, 'failed'));
  const old = await buildStory(db, writer.user, { chapters: [{ status: 'failed' }] });
  await db
    .update(chapters)
    .set({ createdAt: ago(5 * DAY) })
    .where(eq(chapters.storyId, old.id));
  expect(story.id).not.toBe(old.id);
  const asset = { voiceId: 'v', blobKey: 'k', bytes: 1 };
  await db.insert(audioAssets).values([
    { ...asset, id: 'a1', durationMs: 90_000 },
    { ...asset, id: 'a2', durationMs: 30_000, createdAt: ago(5 * DAY) },
  ]);
  const writerFailure = { kind: 'writer', provider: 'openai-compatible (m)', reference: 'c' } as const;
  const voiceFailure = { kind: 'voice', provider: 'elevenlabs', reference: 'a' } as const;
  await db
    .insert(providerFailures)
    .values([
      writerFailure,
      { ...writerFailure, createdAt: ago(1000) },
      voiceFailure,
      { ...voiceFailure, createdAt: ago(3 * DAY) },
      { ...voiceFailure, provider: 'openai-speech', createdAt: ago(3 * DAY) },
      { ...writerFailure, createdAt: ago(40 * DAY) },
    ]);
  const checkout = { userId: reader.user.id, provider: 'fake', currency: 'eur' };
  await db.insert(checkoutSessions).values([
    {
      ...checkout,
      id: 'cs_1',
      kind: 'credit',
      productId: 'pack_small',
      amountCents: 999,
      status: 'fulfilled',
      fulfilledAt: ago(1000),
    },
    {
      ...checkout,
      id: 'cs_2',
      kind: 'credit',
      productId: 'pack_small',
      amountCents: 999,
      status: 'paid',
      createdAt: ago(2 * DAY),
    },
    {
      ...checkout,
      id: 'cs_3',
      kind: 'subscription',
      productId: 'essentiel',
      amountCents: 1499,
      status: 'fulfilled',
      createdAt: ago(9 * DAY),
      fulfilledAt: ago(9 * DAY),
    },
    { ...checkout, id: 'cs_4', kind: 'credit', productId: 'pack_large', amountCents: 4999, status: 'open' },
    { ...checkout, id: 'cs_5', kind: 'credit', productId: 'pack_large', amountCents: 4999, status: 'expired' },
  ]);
});
afterAll(async () => {
  await t.close();
});

const dashboard = async (range: string) => {
  const res = await t.api.get(`/api/admin/dashboard?range=${range}`, admin.token);
  expect(res.status).toBe(200);
  return res.body;
};

describe('GET /api/admin/dashboard', () => {
  it('counts the last 24 hours from the database', async () => {
    const body = await dashboard('24h');
    expect(body).toMatchObject({
      range: '24h',
      signups: 1,
      activeUsers: 4,
      storiesCreated: 2,
      chapters: { created: 4, ready: 2, failed: 1, writing: 1 },
      narrationMinutes: 1.5,
      credits: {
        spent: { text: 2, audio: 0 },
        granted: { text: 2, audio: 0 },
        byReason: [
          { reason: 'chapter', entries: 1, text: -2, audio: 0 },
          { reason: 'refund', entries: 1, text: 2, audio: 0 },
        ],
      },
      revenue: {
        totalCents: 999,
        byProduct: [{ kind: 'credit', productId: 'pack_small', currency: 'eur', purchases: 1, amountCents: 999 }],
      },
      failures: [{ message: 'The writer is unavailable.', count: 1 }],
      failuresByProvider: [
        { kind: 'writer', provider: 'openai-compatible (m)', count: 2 },
        { kind: 'voice', provider: 'elevenlabs', count: 1 },
      ],
    });
    expect(body.series).toHaveLength(25);
    expect(body.series.reduce((n: number, b: { chapters: number }) => n + b.chapters, 0)).toBe(4);
    expect(body.series.reduce((n: number, b: { revenueCents: number }) => n + b.revenueCents, 0)).toBe(999);
  });

  it('widens to 7 and 30 days, leaving out unpaid checkouts and older rows', async () => {
    const week = await dashboard('7d');
    expect(week).toMatchObject({
      signups: 3,
      activeUsers: 4,
      chapters: { created: 5, failed: 2 },
      narrationMinutes: 2,
      credits: { spent: { text: 5, audio: 0 }, granted: { text: 52, audio: 10 } },
      revenue: { totalCents: 1998 },
      failures: [
        { message: '', count: 1 },
        { message: 'The writer is unavailable.', count: 1 },
      ],
      failuresByProvider: [
        { kind: 'voice', provider: 'elevenlabs', count: 2 },
        { kind: 'writer', provider: 'openai-compatible (m)', count: 2 },
        { kind: 'voice', provider: 'openai-speech', count: 1 },
      ],
    });
    expect(week.series).toHaveLength(8);
    expect(week.series.reduce((n: number, b: { creditsSpent: number }) => n + b.creditsSpent, 0)).toBe(5);

    const month = await dashboard('30d');
    expect(month).toMatchObject({
      signups: 4,
      activeUsers: 5,
      credits: { spent: { text: 5, audio: 4 }, granted: { text: 52, audio: 10 } },
      revenue: {
        totalCents: 3497,
        byProduct: [
          { kind: 'credit', productId: 'pack_small', purchases: 2, amountCents: 1998 },
          { kind: 'subscription', productId: 'essentiel', purchases: 1, amountCents: 1499 },
        ],
      },
    });
  });

  it('refuses a bad range with 400, guests with 401 and non-admins with 403', async () => {
    const bad = await t.api.get('/api/admin/dashboard?range=1y', admin.token);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('range must be one of 24h, 7d, 30d');
    for (const query of ['range=', 'range=24h&range=7d', 'range=%2024h']) {
      expect((await t.api.get(`/api/admin/dashboard?${query}`, admin.token)).status).toBe(400);
    }
    expect((await t.api.get('/api/admin/dashboard', admin.token)).body.range).toBe('7d');
    expect((await t.api.get('/api/admin/dashboard?range=7d')).status).toBe(401);
    const refused = await t.api.get('/api/admin/dashboard?range=7d', reader.token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(ADMIN_REQUIRED_MESSAGE);
  });
});
