import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { creditLedger, subscriptions } from '#server/db/schema';
import { buildUser } from '#server/test/factories';
import { startTestApp, type TestApp } from '#server/test/testApp';
import { findUserById } from '../users/users.repo';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const balance = async (userId: string) => {
  const user = await findUserById(t.ctx.db, userId);
  return { text: user!.textCredits, audio: user!.audioCredits };
};
const ledgerRows = (userId: string) => t.ctx.db.select().from(creditLedger).where(eq(creditLedger.userId, userId));

async function openPack(token: string, packageId = 'starter') {
  const res = await t.api.post('/api/payment/create-credit-checkout', { packageId }, token);
  expect(res.status).toBe(200);
  return res.body.id as string;
}

describe('demo credit checkout', () => {
  it('opens a demo checkout at the catalogue price, and at 85 % for premium users', async () => {
    const { token } = await buildUser(t.ctx.db);
    const res = await t.api.post('/api/payment/create-credit-checkout', { packageId: 'popular' }, token);
    expect(res.body).toMatchObject({
      demo: true,
      kind: 'credit',
      productId: 'popular',
      amountCents: 899,
      listPriceCents: 899,
      discount: null,
      currency: 'eur',
      textCredits: 12,
      audioCredits: 12,
    });
    expect(res.body.id).toMatch(/^demo_cs_/);
    const premium = await buildUser(t.ctx.db, { subscription: 'essentiel' });
    const discounted = await t.api.post(
      '/api/payment/create-credit-checkout',
      { packageId: 'popular', amount: 1 },
      premium.token,
    );
    expect(discounted.body).toMatchObject({ amountCents: 764, discount: 'premium' });
  });

  it('refuses an unknown package or plan, and guests', async () => {
    const { token } = await buildUser(t.ctx.db);
    expect(await t.api.post('/api/payment/create-credit-checkout', { packageId: 'gold' }, token)).toMatchObject({
      status: 400,
      body: { message: 'Invalid package' },
    });
    expect(await t.api.post('/api/payment/create-checkout-session', { plan: 'platinum' }, token)).toMatchObject({
      status: 400,
      body: { message: 'Invalid plan' },
    });
    expect(await t.api.post('/api/payment/create-subscription-checkout', { planId: 'free' }, token)).toMatchObject({
      status: 400,
      body: { message: 'Invalid plan' },
    });
    expect((await t.api.post('/api/payment/create-credit-checkout', { packageId: 'starter' })).status).toBe(401);
  });

  it('grants nothing for an unpaid session', async () => {
    const { user, token } = await buildUser(t.ctx.db, { textCredits: 0, audioCredits: 0 });
    const id = await openPack(token);
    const res = await t.api.get(`/api/payment/credit-success?session_id=${id}&credits=5`, token);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/no credits were added/);
    expect(await balance(user.id)).toEqual({ text: 0, audio: 0 });
  });

  it('pays; the first success page reports the purchase as added, repeats as already added, and it is granted once', async () => {
    const { user, token } = await buildUser(t.ctx.db, { textCredits: 1, audioCredits: 0 });
    const id = await openPack(token);
    expect(await t.api.post('/api/payment/demo/pay', { sessionId: id }, token)).toMatchObject({
      status: 200,
      body: { success: true, demo: true, kind: 'credit' },
    });
    expect(await balance(user.id)).toEqual({ text: 6, audio: 5 });

    const first = await t.api.get(`/api/payment/credit-success?session_id=${id}&credits=5`, token);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      success: true,
      alreadyProcessed: false,
      fulfilledNow: false,
      message: '5 text credits and 5 audio credits were added to your account.',
      textCredits: 5,
      audioCredits: 5,
      balance: { textCredits: 6, audioCredits: 5 },
    });
    const post = await t.api.post(
      '/api/payment/credit-success',
      { session_id: id, package: 'premium', credits: 100 },
      token,
    );
    expect(post.body).toMatchObject({
      success: true,
      alreadyProcessed: true,
      fulfilledNow: false,
      message: 'This purchase was already added to your account.',
      credits: { text: 5, audio: 5 },
    });
    await t.api.post('/api/payment/demo/pay', { sessionId: id }, token);
    expect(await balance(user.id)).toEqual({ text: 6, audio: 5 });
    expect((await ledgerRows(user.id)).filter((r) => r.reason === 'credit_pack')).toHaveLength(1);
  });

  it('fulfils once under concurrent payment and success calls', async () => {
    const { user, token } = await buildUser(t.ctx.db, { textCredits: 0, audioCredits: 0 });
    const id = await openPack(token, 'premium');
    await Promise.all([
      t.api.post('/api/payment/demo/pay', { sessionId: id }, token),
      t.api.post('/api/payment/demo/pay', { sessionId: id }, token),
    ]);
    const answers = await Promise.all([
      t.api.get(`/api/payment/credit-success?session_id=${id}`, token),
      t.api.post('/api/payment/credit-success', { session_id: id }, token),
      t.api.get(`/api/payment/credit-success?session_id=${id}`, token),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(await balance(user.id)).toEqual({ text: 25, audio: 25 });
  });

  it("hides another user's session (404) and grants it to nobody", async () => {
    const owner = await buildUser(t.ctx.db, { textCredits: 0, audioCredits: 0 });
    const thief = await buildUser(t.ctx.db, { textCredits: 0, audioCredits: 0 });
    const id = await openPack(owner.token);
    expect((await t.api.post('/api/payment/demo/pay', { sessionId: id }, thief.token)).status).toBe(404);
    await t.api.post('/api/payment/demo/pay', { sessionId: id }, owner.token);
    expect((await t.api.get(`/api/payment/credit-success?session_id=${id}`, thief.token)).status).toBe(404);
    expect((await t.api.post('/api/payment/credit-success', { session_id: id }, thief.token)).status).toBe(404);
    expect(await balance(thief.user.id)).toEqual({ text: 0, audio: 0 });
    expect(await balance(owner.user.id)).toEqual({ text: 5, audio: 5 });
    expect((await t.api.get('/api/payment/credit-success?session_id=nope', owner.token)).status).toBe(404);
  });

  it("never grants on the client's word through update-credits", async () => {
    const { user, token } = await buildUser(t.ctx.db, { textCredits: 0, audioCredits: 0 });
    const res = await t.api.post('/api/payment/update-credits', { credits: 500 }, token);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      success: false,
      message: expect.stringContaining('credits are added only after a confirmed payment'),
    });
    expect(await balance(user.id)).toEqual({ text: 0, audio: 0 });
  });

  it('answers the webhook with 400 in demo mode and changes nothing', async () => {
    const res = await t.api.request('POST', '/api/payment/webhook', {
      raw: '{"type":"checkout.session.completed"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
  });
});

describe('demo subscription checkout', () => {
  it('halves the first subscription, activates the plan and grants its month once', async () => {
    const { user, token } = await buildUser(t.ctx.db, { textCredits: 0, audioCredits: 0 });
    const checkout = await t.api.post('/api/payment/create-checkout-session', { plan: 'seduction' }, token);
    expect(checkout.body).toMatchObject({
      demo: true,
      kind: 'subscription',
      amountCents: 600,
      listPriceCents: 1199,
      discount: 'first_subscription',
    });
    const id = checkout.body.id;
    expect((await t.api.get(`/api/payment/subscription-success?session_id=${id}&plan=seduction`, token)).status).toBe(
      409,
    );

    // The success page before and after the payment itself, in either order, grants once.
    await t.api.post('/api/payment/demo/pay', { sessionId: id }, token);
    const [a, b] = await Promise.all([
      t.api.get(`/api/payment/subscription-success?session_id=${id}&plan=seduction`, token),
      t.api.get(`/api/payment/subscription-success?session_id=${id}&plan=seduction`, token),
    ]);
    expect(a.body).toMatchObject({
      success: true,
      fulfilledNow: false,
      plan: 'seduction',
      planName: 'Seduction',
      textCredits: 12,
      audioCredits: 12,
    });
    // One of the two pages reports the new plan first; only the other says it was already active.
    expect([a.body.alreadyProcessed, b.body.alreadyProcessed].sort()).toEqual([false, true]);
    expect(await balance(user.id)).toEqual({ text: 12, audio: 12 });
    expect((await findUserById(t.ctx.db, user.id))!.subscription).toBe('seduction');
    const me = await t.api.get('/api/auth/me', token);
    expect(me.body.user).toMatchObject({ subscription: 'seduction', isPremium: true });

    // A credit success page cannot fulfil a subscription checkout.
    expect((await t.api.get(`/api/payment/credit-success?session_id=${id}`, token)).status).toBe(404);
    // Already subscribed: no second subscription checkout.
    expect(
      (await t.api.post('/api/payment/create-subscription-checkout', { planId: 'intimacy', priceId: 'price_x' }, token))
        .status,
    ).toBe(409);
  });

  it('records the first-month discount in the ledger (what, how much) and grants it once per account, ever', async () => {
    const { user, token } = await buildUser(t.ctx.db);
    const payPlan = async (plan: string) => {
      const checkout = await t.api.post('/api/payment/create-checkout-session', { plan }, token);
      expect(checkout.status).toBe(200);
      expect((await t.api.post('/api/payment/demo/pay', { sessionId: checkout.body.id }, token)).status).toBe(200);
      return checkout.body;
    };
    const first = await payPlan('seduction');
    expect(first).toMatchObject({ amountCents: 600, listPriceCents: 1199, discount: 'first_subscription' });

    // The subscription is cancelled and its period ends: the account is free again.
    await t.api.post('/api/payment/subscription/cancel', {}, token);
    await t.ctx.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, user.id));
    const view = await t.api.get('/api/payment/subscription', token);
    expect(view.body).toMatchObject({ status: 'canceled', firstSubscriptionDiscount: false });

    const second = await payPlan('essentiel');
    expect(second).toMatchObject({ amountCents: 599, discount: null });

    const exported = await fetch(`${t.baseUrl}/api/user/export`, { headers: { authorization: `Bearer ${token}` } });
    const account = JSON.parse(strFromU8(unzipSync(new Uint8Array(await exported.arrayBuffer()))['account.json']));
    const discounts = account.ledger.filter((row: { reason: string }) => row.reason === 'first_subscription_discount');
    expect(discounts).toEqual([
      expect.objectContaining({ reference: first.id, amountCents: 599, deltaText: 0, deltaAudio: 0 }),
    ]);
  });
});
