import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORY_LENGTHS } from '#common/catalogue/costs';
import { IDEMPOTENCY_HEADERS } from '#common/catalogue/wire';
import { IDEMPOTENCY } from '#server/security';
import { idempotencyKeys } from '#server/db/schema';
import { deleteExpiredKeys, finish } from '#server/modules/idempotency/idempotency.service';
import { claimKey } from '#server/modules/idempotency/idempotency.repo';
import { findUserById } from '#server/modules/users/users.repo';
import { OfflineWriter } from '#server/providers/writer/offline/offlineWriter';
import { buildStory, buildUser } from '#server/test/factories';
import { startTestApp, type TestApp } from '#server/test/testApp';
import { KEY_FORMAT_MESSAGE } from './idempotency';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    providers: (_config, defaults) => ({ ...defaults, writer: new OfflineWriter({ paceMs: 0 }) }),
  });
});
afterAll(async () => {
  await t.close();
});

const generateBody = (title = 'Moonlight at the Villa') => ({ title, settings: { length: 2 } });
const generate = (token: string, key: string | undefined, body: unknown = generateBody()) =>
  t.api.request('POST', '/api/stories/generate', {
    body,
    token,
    headers: key === undefined ? {} : { [IDEMPOTENCY_HEADERS.key]: key },
  });
const textCredits = async (userId: string) => (await findUserById(t.ctx.db, userId))!.textCredits;
const storiesOf = async (userId: string) =>
  (await t.ctx.db.query.stories.findMany({ where: (s, { eq }) => eq(s.userId, userId) })).length;
const cost = STORY_LENGTHS[2].textCredits;

describe('Idempotency-Key', () => {
  it('runs parallel repeats once and gives each the first answer, marked as replayed', async () => {
    const { user, token } = await buildUser(t.ctx.db, { textCredits: 10 });
    const answers = await Promise.all(Array.from({ length: 5 }, () => generate(token, 'intent-1')));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(answers.filter((a) => a.headers.get(IDEMPOTENCY_HEADERS.replayed) === 'true')).toHaveLength(4);
    expect(answers.every((a) => a.headers.get('content-type')?.startsWith('application/json'))).toBe(true);
    expect(await storiesOf(user.id)).toBe(1);
    expect(await textCredits(user.id)).toBe(10 - cost);

    const later = await generate(token, 'intent-1');
    expect(later.status).toBe(201);
    expect(later.body).toEqual(answers[0].body);
    expect(await storiesOf(user.id)).toBe(1);
  });

  it('refuses the same key with another body with 422 and changes nothing', async () => {
    const { user, token } = await buildUser(t.ctx.db, { textCredits: 10 });
    expect((await generate(token, 'k')).status).toBe(201);
    const other = await generate(token, 'k', generateBody('Another Title'));
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ message: expect.stringContaining('Idempotency-Key'), code: 'IDEMPOTENCY_KEY_REUSED' });
    const otherPath = await t.api.request('POST', '/api/payment/create-credit-checkout', {
      body: { packageId: 'starter' },
      token,
      headers: { [IDEMPOTENCY_HEADERS.key]: 'k' },
    });
    expect(otherPath.status).toBe(422);
    expect(await storiesOf(user.id)).toBe(1);
    expect(await textCredits(user.id)).toBe(10 - cost);
  });

  it('treats bodies that differ only in key order as the same request', async () => {
    const { user, token } = await buildUser(t.ctx.db, { textCredits: 10 });
    const first = await generate(token, 'order', { title: 'Same', settings: { length: 2 } });
    const second = await generate(token, 'order', { settings: { length: 2 }, title: 'Same' });
    expect(second.status).toBe(201);
    expect(second.body._id).toBe(first.body._id);
    expect(await storiesOf(user.id)).toBe(1);
  });

  it.each([
    ['empty', ''],
    ['too long', 'k'.repeat(IDEMPOTENCY.keyMaxLength + 1)],
    ['with spaces', 'two words'],
    ['non-ASCII', 'clé'],
    ['an unterminated quote', '"abc'],
  ])('answers 400 to a key that is %s, and charges nothing', async (_label, key) => {
    const { user, token } = await buildUser(t.ctx.db, { textCredits: 10 });
    const res = await t.api.request('POST', '/api/stories/generate', {
      body: generateBody(),
      token,
      headers: { [IDEMPOTENCY_HEADERS.key]: key },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: KEY_FORMAT_MESSAGE, code: 'VALIDATION' });
    expect(await storiesOf(user.id)).toBe(0);
    expect(await textCredits(user.id)).toBe(10);
  });

  it('accepts the draft’s quoted form as the same key as the bare one', async () => {
    const { user, token } = await buildUser(t.ctx.db, { textCredits: 10 });
    const bare = await generate(token, 'quoted-key');
    const quoted = await generate(token, '"quoted-key"');
    expect(quoted.body._id).toBe(bare.body._id);
    expect(await storiesOf(user.id)).toBe(1);
  });

  it('leaves requests without the header as they were, and scopes keys to their user', async () => {
    const a = await buildUser(t.ctx.db, { textCredits: 10 });
    const b = await buildUser(t.ctx.db, { textCredits: 10 });
    await Promise.all([generate(a.token, undefined), generate(a.token, undefined)]);
    expect(await storiesOf(a.user.id)).toBe(2);
    const [fromA, fromB] = await Promise.all([generate(a.token, 'shared'), generate(b.token, 'shared')]);
    expect(fromA.body._id).not.toBe(fromB.body._id);
    expect(await storiesOf(b.user.id)).toBe(1);
  });

  it('replays a refusal too: the same intent keeps its first answer', async () => {
    const { user, token } = await buildUser(t.ctx.db, { textCredits: 0 });
    const refused = await generate(token, 'broke');
    expect(refused.status).toBe(402);
    await t.ctx.db.execute(sql`update users set text_credits = 10 where id = ${user.id}`);
    const again = await generate(token, 'broke');
    expect(again.status).toBe(402);
    expect(again.body).toEqual(refused.body);
    expect(again.headers.get(IDEMPOTENCY_HEADERS.replayed)).toBe('true');
    expect((await generate(token, 'new-intent')).status).toBe(201);
  });

  it('waits for a first request still running, then answers with its answer', async () => {
    const { user, token } = await buildUser(t.ctx.db, { textCredits: 10 });
    const ref = { userId: user.id, key: 'slow' };
    await generate(token, 'probe');
    const [probe] = await t.ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'probe'));
    expect(await claimKey(t.ctx.db, ref, probe.fingerprint)).toBe(true);

    const repeat = generate(token, 'slow');
    await new Promise((r) => setTimeout(r, 300));
    await finish(t.ctx.db, ref, { status: 201, body: '{"first":true}', contentType: 'application/json' });
    const res = await repeat;
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ first: true });
    expect(await storiesOf(user.id)).toBe(1);
  });

  it('forgets an answer after 24 hours: the key then starts a new request', async () => {
    const { user, token } = await buildUser(t.ctx.db, { textCredits: 10 });
    const first = await generate(token, 'old');
    await t.ctx.db.execute(
      sql`update idempotency_keys set created_at = now() - interval '25 hours' where user_id = ${user.id}`,
    );
    const second = await generate(token, 'old');
    expect(second.status).toBe(201);
    expect(second.body._id).not.toBe(first.body._id);
    expect(await storiesOf(user.id)).toBe(2);
  });

  it('sweeps answers older than 24 hours out of the database and keeps the rest', async () => {
    const { user, token } = await buildUser(t.ctx.db, { textCredits: 10 });
    await generate(token, 'stale');
    await generate(token, 'fresh');
    await t.ctx.db.execute(
      sql`update idempotency_keys set created_at = now() - interval '25 hours' where user_id = ${user.id} and key = 'stale'`,
    );
    expect(await deleteExpiredKeys(t.ctx.db)).toBeGreaterThanOrEqual(1);
    const left = await t.ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, user.id));
    expect(left.map((row) => row.key)).toEqual(['fresh']);
  });

  it('asks for the sign-in before looking at the key', async () => {
    const res = await t.api.request('POST', '/api/stories/generate', {
      body: generateBody(),
      headers: { [IDEMPOTENCY_HEADERS.key]: 'anonymous' },
    });
    expect(res.status).toBe(401);
  });
});

describe('a story that is deleted twice with one key', () => {
  it('answers both with the first success', async () => {
    const { user, token } = await buildUser(t.ctx.db);
    const story = await buildStory(t.ctx.db, user);
    const del = () =>
      t.api.request('DELETE', `/api/stories/${story.id}`, { token, headers: { [IDEMPOTENCY_HEADERS.key]: 'del-1' } });
    const [a, b] = await Promise.all([del(), del()]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body).toEqual(a.body);
    expect((await t.api.get(`/api/stories/${story.id}`, token)).status).toBe(404);
  });
});
