import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, TEST_PASSWORD } from '#server/test/factories';
import { startFakeStripeServer, type FakeStripeServer } from '#server/test/fakeStripeServer';
import { startTestApp, type TestApp } from '#server/test/testApp';
import { findUserById } from '../users/users.repo';
import { findSubscriptionByUser } from './billing.repo';

const WEBHOOK_SECRET = 'whsec_test_reverie';
let stripe: FakeStripeServer;
let t: TestApp;
let eventCounter = 0;

/** The app's Stripe settings, pointed at the imitation. */
const stripeEnv = () => ({
  STRIPE_SECRET_KEY: 'sk_test_reverie',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_reverie',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_BASE: stripe.url,
});

beforeAll(async () => {
  stripe = await startFakeStripeServer();
  t = await startTestApp({ env: stripeEnv() });
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const balance = async (userId: string) => {
  const user = await findUserById(t.ctx.db, userId);
  return { text: user!.textCredits, audio: user!.audioCredits };
};
const lastRequest = (method: string, path: RegExp) =>
  [...stripe.requests].reverse().find((r) => r.method === method && path.test(r.path))!;

function signed(type: string, object: object, created = Math.floor(Date.now() / 1000)) {
  const payload = JSON.stringify({
    id: `evt_${++eventCounter}`,
    object: 'event',
    type,
    created,
    livemode: false,
    pending_webhooks: 1,
    request: null,
    data: { object },
  });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) };
}
function deliver(event: { payload: string; signature: string }, app = t) {
  return app.api.request('POST', '/api/payment/webhook', {
    raw: event.payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
  });
}
function invoicePaid(
  id: string,
  subscriptionId: string,
  reason: string,
  metadata: Record<string, string>,
  periodEnd: number,
) {
  return signed('invoice.paid', {
    id,
    object: 'invoice',
    billing_reason: reason,
    parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId, metadata } },
    lines: { object: 'list', data: [{ id: `il_${id}`, period: { start: periodEnd - 30 * 86_400, end: periodEnd } }] },
  });
}

async function openCheckout(token: string, path: string, body: object) {
  const res = await t.api.post(path, body, token);
  expect(res.status).toBe(200);
  return res.body;
}

describe('Stripe checkout sessions', () => {
  it('opens an embedded payment-mode session for a pack, in euro cents with our metadata', async () => {
    const { user, token } = await buildUser(t.ctx.db, { subscription: 'seduction' });
    const body = await openCheckout(token, '/api/payment/create-credit-checkout', { packageId: 'premium' });
    expect(body).toMatchObject({
      demo: false,
      publishableKey: 'pk_test_reverie',
      amountCents: 1359,
      clientSecret: `${body.id}_secret`,
    });
    const form = lastRequest('POST', /^\/v1\/checkout\/sessions$/).form;
    expect(form).toMatchObject({
      mode: 'payment',
      ui_mode: 'embedded_page',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '1359',
      'line_items[0][quantity]': '1',
      'metadata[userId]': user.id,
      'metadata[kind]': 'credit',
      'metadata[productId]': 'premium',
    });
    expect(form.return_url).toContain(
      '/payment/credit-success?type=credit&package=premium&credits=25&session_id={CHECKOUT_SESSION_ID}',
    );
  });

  it('opens a hosted subscription-mode session with a 50 % once coupon on the first subscription only', async () => {
    const { user, token } = await buildUser(t.ctx.db);
    const body = await openCheckout(token, '/api/payment/create-checkout-session', {
      plan: 'essentiel',
      embedded: false,
    });
    expect(body).toMatchObject({
      amountCents: 300,
      listPriceCents: 599,
      discount: 'first_subscription',
      url: expect.stringContaining(body.id),
    });
    const coupon = lastRequest('POST', /^\/v1\/coupons$/);
    expect(coupon.form).toMatchObject({ percent_off: '50', duration: 'once' });
    const form = lastRequest('POST', /^\/v1\/checkout\/sessions$/).form;
    expect(form).toMatchObject({
      mode: 'subscription',
      ui_mode: 'hosted_page',
      'line_items[0][price_data][unit_amount]': '599',
      'line_items[0][price_data][recurring][interval]': 'month',
      'discounts[0][coupon]': expect.stringMatching(/^coupon_/),
      'subscription_data[metadata][userId]': user.id,
      'subscription_data[metadata][plan]': 'essentiel',
    });
    expect(form.cancel_url).toMatch(/\/payment\/cancel$/);

    // Once the user has had a subscription, the next one pays full price.
    stripe.complete(body.id);
    await t.api.get(`/api/payment/subscription-success?session_id=${body.id}`, token);
    const sub = await findSubscriptionByUser(t.ctx.db, user.id);
    await deliver(signed('customer.subscription.deleted', { id: sub!.providerSubscriptionId, object: 'subscription' }));
    const again = await openCheckout(token, '/api/payment/create-subscription-checkout', { planId: 'essentiel' });
    expect(again).toMatchObject({ amountCents: 599, discount: null });
    expect(lastRequest('POST', /^\/v1\/checkout\/sessions$/).form['discounts[0][coupon]']).toBeUndefined();
  });
});

describe('one subscription checkout open per account', () => {
  it('closes the earlier checkout with Stripe when a second opens: only one discount, one plan, one allowance', async () => {
    const { user, token } = await buildUser(t.ctx.db, { textCredits: 0, audioCredits: 0 });
    const first = await openCheckout(token, '/api/payment/create-subscription-checkout', { planId: 'seduction' });
    const second = await openCheckout(token, '/api/payment/create-subscription-checkout', { planId: 'seduction' });
    expect(second.discount).toBe('first_subscription');
    expect(stripe.sessions.get(first.id)?.status).toBe('expired');
    expect(() => stripe.complete(first.id)).toThrow(/cannot be paid/);

    stripe.complete(second.id);
    expect((await t.api.get(`/api/payment/subscription-success?session_id=${second.id}`, token)).status).toBe(200);
    expect(await balance(user.id)).toEqual({ text: 12, audio: 12 });
    const third = await t.api.post('/api/payment/create-subscription-checkout', { planId: 'intimacy' }, token);
    expect(third.status).toBe(409);
  });

  it('lets only one of checkouts opened at the same moment stay open', async () => {
    const { token } = await buildUser(t.ctx.db);
    const opened = await Promise.all(
      [1, 2, 3].map(() => t.api.post('/api/payment/create-subscription-checkout', { planId: 'essentiel' }, token)),
    );
    const ids = opened.filter((res) => res.status === 200).map((res) => res.body.id as string);
    const open = ids.filter((id) => stripe.sessions.get(id)?.status === 'open');
    expect(open).toHaveLength(1);
    expect(opened.every((res) => res.status === 200 || res.status === 409)).toBe(true);
  });
});

describe("a paid checkout in the reader's cached account", () => {
  // Hears the database's notifications 3 s late: what the reader sees at once comes from this
  // instance noticing its own write, a GET that fulfils the payment.
  let deaf: TestApp;
  // Hears them later than a webhook takes here, but within what a write's answer waits for them.
  const SLOW_NOTIFICATION_MS = 100;
  let slow: TestApp;
  beforeAll(async () => {
    deaf = await startTestApp({ notificationDelayMs: 3000, env: stripeEnv() });
    slow = await startTestApp({ notificationDelayMs: SLOW_NOTIFICATION_MS, env: stripeEnv() });
  });
  afterAll(async () => {
    await deaf?.close();
    await slow?.close();
  });

  /** A reader with 1 credit, read twice (so kept by the cache), and a paid checkout for the starter pack. */
  async function paidWhileCached(app: TestApp) {
    const { token } = await buildUser(app.ctx.db, { textCredits: 1, audioCredits: 0 });
    const checkout = await app.api.post('/api/payment/create-credit-checkout', { packageId: 'starter' }, token);
    expect(checkout.status).toBe(200);
    const session = stripe.complete(checkout.body.id);
    // The slow instance hears of the account made above before the reader's answer is kept.
    if (app === slow) await new Promise((resolve) => setTimeout(resolve, SLOW_NOTIFICATION_MS * 3));
    for (let i = 0; i < 2; i++) {
      expect((await app.api.get('/api/auth/me', token)).body.user.textCredits).toBe(1);
    }
    return { token, session };
  }

  it('shows the credits at once after the success page fulfils the payment', async () => {
    const { token, session } = await paidWhileCached(deaf);
    const success = await deaf.api.get(`/api/payment/credit-success?session_id=${session.id}`, token);
    expect(success.body).toMatchObject({ fulfilledNow: true, alreadyProcessed: false });
    expect((await deaf.api.get('/api/auth/me', token)).body.user).toMatchObject({ textCredits: 6, audioCredits: 5 });
  });

  it('shows the credits once the webhook that fulfils the payment is answered', async () => {
    const { token, session } = await paidWhileCached(slow);
    expect((await deliver(signed('checkout.session.completed', session), slow)).status).toBe(200);
    expect((await slow.api.get('/api/auth/me', token)).body.user).toMatchObject({ textCredits: 6, audioCredits: 5 });
  });
});

describe('Stripe webhooks', () => {
  it('fulfils a completed checkout once, whatever the duplicates, order and concurrency', async () => {
    const { user, token } = await buildUser(t.ctx.db, { textCredits: 0, audioCredits: 0 });
    const { id } = await openCheckout(token, '/api/payment/create-credit-checkout', { packageId: 'starter' });
    const session = stripe.complete(id);
    const completed = signed('checkout.session.completed', session);
    const answers = await Promise.all([
      deliver(completed),
      deliver(completed),
      t.api.get(`/api/payment/credit-success?session_id=${id}`, token),
      deliver(signed('checkout.session.async_payment_succeeded', session)),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(await balance(user.id)).toEqual({ text: 5, audio: 5 });
    expect((await t.api.post('/api/payment/credit-success', { session_id: id }, token)).body.alreadyProcessed).toBe(
      true,
    );
  });

  it('fulfils once when the success page comes before the webhook', async () => {
    const { user, token } = await buildUser(t.ctx.db, { textCredits: 0, audioCredits: 0 });
    const { id } = await openCheckout(token, '/api/payment/create-credit-checkout', { packageId: 'popular' });
    expect((await t.api.get(`/api/payment/credit-success?session_id=${id}`, token)).status).toBe(409);
    const session = stripe.complete(id);
    expect((await t.api.post('/api/payment/credit-success', { session_id: id }, token)).body).toMatchObject({
      alreadyProcessed: false,
      fulfilledNow: true,
      textCredits: 12,
    });
    await deliver(signed('checkout.session.completed', session));
    expect(await balance(user.id)).toEqual({ text: 12, audio: 12 });
  });

  it('ignores a completed checkout that is not paid yet', async () => {
    const { user, token } = await buildUser(t.ctx.db, { textCredits: 0, audioCredits: 0 });
    const { id } = await openCheckout(token, '/api/payment/create-credit-checkout', { packageId: 'starter' });
    const session = stripe.complete(id, { paid: false });
    expect((await deliver(signed('checkout.session.completed', session))).status).toBe(200);
    expect((await t.api.get(`/api/payment/credit-success?session_id=${id}`, token)).status).toBe(409);
    expect(await balance(user.id)).toEqual({ text: 0, audio: 0 });
  });

  it('refuses a bad or missing signature with 400 and grants nothing', async () => {
    const { user, token } = await buildUser(t.ctx.db, { textCredits: 0, audioCredits: 0 });
    const { id } = await openCheckout(token, '/api/payment/create-credit-checkout', { packageId: 'starter' });
    const event = signed('checkout.session.completed', stripe.complete(id));
    const forged = Stripe.webhooks.generateTestHeaderString({ payload: event.payload, secret: 'whsec_wrong' });
    expect(await deliver({ payload: event.payload, signature: forged })).toMatchObject({
      status: 400,
      body: { message: 'Invalid webhook signature' },
    });
    const tampered = event.payload.replace('"starter"', '"premium"');
    expect((await deliver({ payload: tampered, signature: event.signature })).status).toBe(400);
    const unsigned = await t.api.request('POST', '/api/payment/webhook', {
      raw: event.payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.status).toBe(400);
    expect(await balance(user.id)).toEqual({ text: 0, audio: 0 });
  });

  it('grants a plan allowance once per paid invoice, even before the checkout is fulfilled', async () => {
    const { user, token } = await buildUser(t.ctx.db, { textCredits: 0, audioCredits: 0 });
    const { id } = await openCheckout(token, '/api/payment/create-checkout-session', { plan: 'seduction' });
    const session = stripe.complete(id);
    const metadata = { userId: user.id, plan: 'seduction' };
    const periodEnd = Math.floor(Date.now() / 1000) + 30 * 86_400;
    const firstInvoice = invoicePaid(session.invoice, session.subscription, 'subscription_create', metadata, periodEnd);
    await Promise.all([deliver(firstInvoice), deliver(firstInvoice)]);
    expect(await balance(user.id)).toEqual({ text: 12, audio: 12 });

    await deliver(signed('checkout.session.completed', session));
    const page = await t.api.get(`/api/payment/subscription-success?session_id=${id}&plan=seduction`, token);
    // The webhook fulfilled it, but this is the first page to report it: not "already active".
    expect(page.body).toMatchObject({
      success: true,
      alreadyProcessed: false,
      fulfilledNow: false,
      plan: 'seduction',
      textCredits: 12,
      audioCredits: 12,
    });
    expect(await balance(user.id)).toEqual({ text: 12, audio: 12 });
    expect((await findUserById(t.ctx.db, user.id))!.subscription).toBe('seduction');

    const renewal = invoicePaid(
      'in_renewal_1',
      session.subscription,
      'subscription_cycle',
      metadata,
      periodEnd + 30 * 86_400,
    );
    await deliver(renewal);
    await deliver(renewal);
    await deliver(invoicePaid('in_proration_1', session.subscription, 'subscription_update', metadata, periodEnd));
    expect(await balance(user.id)).toEqual({ text: 24, audio: 24 });
    const view = await t.api.get('/api/payment/subscription', token);
    expect(view.body).toMatchObject({
      plan: 'seduction',
      status: 'active',
      currentPeriodEnd: new Date((periodEnd + 30 * 86_400) * 1000).toISOString(),
    });
  });

  it('syncs subscription updates (ignoring stale ones) and deletion back to free', async () => {
    const { user, token } = await buildUser(t.ctx.db);
    const { id } = await openCheckout(token, '/api/payment/create-checkout-session', { plan: 'intimacy' });
    stripe.complete(id);
    await t.api.get(`/api/payment/subscription-success?session_id=${id}`, token);
    const subId = (await findSubscriptionByUser(t.ctx.db, user.id))!.providerSubscriptionId;
    const now = Math.floor(Date.now() / 1000);
    const periodEnd = now + 20 * 86_400;
    const subscription = (cancel: boolean, status = 'active') => ({
      id: subId,
      object: 'subscription',
      status,
      cancel_at_period_end: cancel,
      items: { object: 'list', data: [{ id: 'si_1', current_period_end: periodEnd }] },
    });

    await deliver(signed('customer.subscription.updated', subscription(true), now));
    await deliver(signed('customer.subscription.updated', subscription(false), now - 60));
    expect((await t.api.get('/api/payment/subscription', token)).body).toMatchObject({
      plan: 'intimacy',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: new Date(periodEnd * 1000).toISOString(),
    });

    await deliver(signed('customer.subscription.deleted', subscription(true, 'canceled'), now + 1));
    await deliver(signed('customer.subscription.updated', subscription(false), now + 2));
    expect((await t.api.get('/api/payment/subscription', token)).body).toMatchObject({
      plan: 'free',
      status: 'canceled',
      isPremium: false,
    });
    expect((await findUserById(t.ctx.db, user.id))!.subscription).toBe('free');
  });
});

describe('Stripe plan changes', () => {
  it('upgrades with an immediate prorated invoice, downgrades without proration, cancels at period end', async () => {
    const { user, token } = await buildUser(t.ctx.db, { textCredits: 0, audioCredits: 0 });
    const { id } = await openCheckout(token, '/api/payment/create-checkout-session', { plan: 'essentiel' });
    const session = stripe.complete(id);
    await t.api.get(`/api/payment/subscription-success?session_id=${id}`, token);

    const up = await t.api.post('/api/payment/subscription/change', { plan: 'intimacy' }, token);
    expect(up.body).toMatchObject({ success: true, subscription: { plan: 'essentiel', pendingPlan: null } });
    expect(up.body.message).toMatch(/Intimacy.*as soon as/);
    expect(lastRequest('POST', new RegExp(`^/v1/subscriptions/${session.subscription}$`)).form).toMatchObject({
      'items[0][price_data][unit_amount]': '2499',
      'items[0][price_data][currency]': 'eur',
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
    });
    // Nothing is granted on the provider's answer: only once the upgrade's invoice is paid.
    expect(up.body.subscription).toMatchObject({ upgradingPlan: 'intimacy' });
    expect(await balance(user.id)).toEqual({ text: 5, audio: 6 });
    const upgradeInvoice = stripe.invoices.get(stripe.subscriptions.get(session.subscription)!.latest_invoice)!;
    expect(upgradeInvoice).toMatchObject({ status: 'paid', billing_reason: 'subscription_update' });
    const paid = signed('invoice.paid', upgradeInvoice);
    await Promise.all([deliver(paid), deliver(paid)]);
    expect((await t.api.get('/api/payment/subscription', token)).body).toMatchObject({
      plan: 'intimacy',
      upgradingPlan: null,
    });
    expect(await balance(user.id)).toEqual({ text: 25, audio: 24 });

    const down = await t.api.post('/api/payment/subscription/change', { plan: 'seduction' }, token);
    expect(down.body.subscription).toMatchObject({ plan: 'intimacy', pendingPlan: 'seduction' });
    expect(lastRequest('POST', /^\/v1\/subscriptions\//).form).toMatchObject({
      'items[0][price_data][unit_amount]': '1199',
      proration_behavior: 'none',
    });

    const cancel = await t.api.post('/api/payment/subscription/cancel', {}, token);
    expect(cancel.body.subscription).toMatchObject({ plan: 'intimacy', cancelAtPeriodEnd: true, pendingPlan: null });
    expect(lastRequest('POST', /^\/v1\/subscriptions\//).form).toEqual({ cancel_at_period_end: 'true' });
    expect(stripe.subscriptions.get(session.subscription)!.cancel_at_period_end).toBe(true);
  });
});

describe('Stripe upgrades paid by a card that declines', () => {
  async function subscribed(plan: string) {
    const { user, token } = await buildUser(t.ctx.db, { textCredits: 0, audioCredits: 0 });
    const { id } = await openCheckout(token, '/api/payment/create-checkout-session', { plan });
    const session = stripe.complete(id);
    await t.api.get(`/api/payment/subscription-success?session_id=${id}`, token);
    return { user, token, subscriptionId: session.subscription as string };
  }

  it('leaves the plan and the credits unchanged, says so, and leaves nothing to be charged later', async () => {
    const { user, token, subscriptionId } = await subscribed('essentiel');
    stripe.declineCard(subscriptionId);
    const up = await t.api.post('/api/payment/subscription/change', { plan: 'intimacy' }, token);
    expect(up).toMatchObject({
      status: 402,
      body: {
        code: 'PAYMENT_DECLINED',
        message:
          'Your card was declined: you stay on Essential and no credits were added. Update your card and try again.',
      },
    });
    expect((await t.api.get('/api/payment/subscription', token)).body).toMatchObject({
      plan: 'essentiel',
      status: 'active',
      isPremium: true,
    });
    expect(await balance(user.id)).toEqual({ text: 5, audio: 6 });
    const atStripe = stripe.subscriptions.get(subscriptionId)!;
    expect(atStripe).toMatchObject({ status: 'active', pending_update: null });
    expect(atStripe.items.data[0].price.unit_amount).toBe(599);
    expect(stripe.invoices.get(atStripe.latest_invoice)!.status).toBe('void');
  });

  it('treats a subscription whose payment is past due as not active, until Stripe reports it paid', async () => {
    const { user, token, subscriptionId } = await subscribed('seduction');
    const now = Math.floor(Date.now() / 1000);
    const update = (status: string, at: number) =>
      signed(
        'customer.subscription.updated',
        {
          id: subscriptionId,
          object: 'subscription',
          status,
          cancel_at_period_end: false,
          items: { object: 'list', data: [{ id: 'si_1', current_period_end: now + 30 * 86_400 }] },
        },
        at,
      );
    await deliver(update('past_due', now));
    expect((await t.api.get('/api/payment/subscription', token)).body).toMatchObject({
      status: 'past_due',
      isPremium: false,
    });
    expect((await t.api.get('/api/auth/me', token)).body.user).toMatchObject({
      subscription: 'free',
      isPremium: false,
    });
    const change = await t.api.post('/api/payment/subscription/change', { plan: 'intimacy' }, token);
    expect(change.status).toBe(409);
    const another = await t.api.post('/api/payment/create-subscription-checkout', { planId: 'essentiel' }, token);
    expect(another.status).toBe(409);

    await deliver(update('active', now + 1));
    expect((await t.api.get('/api/payment/subscription', token)).body).toMatchObject({
      plan: 'seduction',
      status: 'active',
      isPremium: true,
    });
    expect((await findUserById(t.ctx.db, user.id))!.subscription).toBe('seduction');
  });
});

describe('Deleting an account with a paid plan', () => {
  it('cancels the Stripe subscription at once, so nobody is billed for a deleted account', async () => {
    const { user, token } = await buildUser(t.ctx.db, { email: 'leaving@example.test' });
    const { id } = await openCheckout(token, '/api/payment/create-checkout-session', { plan: 'seduction' });
    const session = stripe.complete(id);
    await t.api.get(`/api/payment/subscription-success?session_id=${id}`, token);

    const res = await t.api.request('DELETE', '/api/user/account', { body: { password: TEST_PASSWORD }, token });
    expect(res.status).toBe(200);
    expect(lastRequest('DELETE', new RegExp(`^/v1/subscriptions/${session.subscription}$`))).toBeDefined();
    expect(stripe.subscriptions.get(session.subscription)!.status).toBe('canceled');
    expect(await findUserById(t.ctx.db, user.id)).toBeUndefined();
  });
});

describe('Stripe unreachable', () => {
  it("answers 502 with the payment pages' message and records no checkout", async () => {
    const down = await startTestApp({
      env: { STRIPE_SECRET_KEY: 'sk_test_reverie', STRIPE_API_BASE: 'http://127.0.0.1:9' },
    });
    try {
      const { token } = await buildUser(down.ctx.db);
      const res = await down.api.post('/api/payment/create-credit-checkout', { packageId: 'starter' }, token);
      expect(res).toMatchObject({
        status: 502,
        body: { message: 'Failed to connect to payment service. Please try again.' },
      });
    } finally {
      await down.close();
    }
  });
});
