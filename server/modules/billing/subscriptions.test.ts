import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildUser } from '#server/test/factories';
import { startTestApp, type TestApp } from '#server/test/testApp';
import { findUserById } from '../users/users.repo';
import { findSubscriptionByUser, updateSubscription } from './billing.repo';
import { settleDueSubscriptions } from './subscriptions.service';

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

async function subscribe(token: string, plan: string) {
  const { body } = await t.api.post('/api/payment/create-checkout-session', { plan }, token);
  await t.api.post('/api/payment/demo/pay', { sessionId: body.id }, token);
}

/** Moves the end of the user's current period to a minute ago. */
async function endPeriod(userId: string) {
  const sub = await findSubscriptionByUser(t.ctx.db, userId);
  await updateSubscription(t.ctx.db, sub!.id, { currentPeriodEnd: new Date(Date.now() - 60_000) });
}

describe('plan management (demo provider)', () => {
  it('shows a user without a subscription on the free plan, eligible for the first-month discount', async () => {
    const { token } = await buildUser(t.ctx.db);
    expect((await t.api.get('/api/payment/subscription', token)).body).toEqual({
      plan: 'free',
      planName: 'Free',
      status: 'none',
      isPremium: false,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      pendingPlan: null,
      upgradingPlan: null,
      firstSubscriptionDiscount: true,
      demo: true,
    });
    expect((await t.api.post('/api/payment/subscription/change', { plan: 'seduction' }, token)).status).toBe(409);
    expect((await t.api.post('/api/payment/subscription/cancel', {}, token)).status).toBe(409);
    expect((await t.api.post('/api/payment/subscription/change', { plan: 'gold' }, token)).body.message).toBe(
      'Invalid plan',
    );
  });

  it('upgrades at once with the extra credits, downgrades at the end of the period', async () => {
    const { user, token } = await buildUser(t.ctx.db, { textCredits: 0, audioCredits: 0 });
    await subscribe(token, 'essentiel');
    expect(await balance(user.id)).toEqual({ text: 5, audio: 6 });
    const before = (await t.api.get('/api/payment/subscription', token)).body;
    expect(before).toMatchObject({ plan: 'essentiel', status: 'active', firstSubscriptionDiscount: false });
    expect(new Date(before.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);

    const up = await t.api.post('/api/payment/subscription/change', { plan: 'seduction' }, token);
    expect(up.body).toMatchObject({
      success: true,
      subscription: { plan: 'seduction' },
      balance: { textCredits: 12, audioCredits: 12 },
    });
    expect((await findUserById(t.ctx.db, user.id))!.subscription).toBe('seduction');
    expect((await t.api.post('/api/payment/subscription/change', { plan: 'seduction' }, token)).status).toBe(409);

    const down = await t.api.post('/api/payment/subscription/change', { plan: 'essentiel' }, token);
    expect(down.body.subscription).toMatchObject({
      plan: 'seduction',
      pendingPlan: 'essentiel',
      currentPeriodEnd: before.currentPeriodEnd,
    });
    expect((await findUserById(t.ctx.db, user.id))!.subscription).toBe('seduction');

    await endPeriod(user.id);
    const [after] = await Promise.all([
      t.api.get('/api/payment/subscription', token),
      t.api.get('/api/payment/subscription', token),
    ]);
    expect(after.body).toMatchObject({ plan: 'essentiel', pendingPlan: null, status: 'active' });
    expect(new Date(after.body.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now());
    // The new period's allowance, of the new plan, once.
    expect(await balance(user.id)).toEqual({ text: 17, audio: 18 });
    expect((await findUserById(t.ctx.db, user.id))!.subscription).toBe('essentiel');
  });

  it('cancels at the end of the period, and can be resumed before then', async () => {
    const { user, token } = await buildUser(t.ctx.db);
    await subscribe(token, 'intimacy');
    const cancel = await t.api.post('/api/payment/subscription/cancel', {}, token);
    expect(cancel.body).toMatchObject({ success: true, subscription: { plan: 'intimacy', cancelAtPeriodEnd: true } });
    expect(cancel.body.message).toMatch(/You keep Intimacy until/);

    const resumed = await t.api.post('/api/payment/subscription/change', { plan: 'intimacy' }, token);
    expect(resumed.body.subscription).toMatchObject({ plan: 'intimacy', cancelAtPeriodEnd: false });

    await t.api.post('/api/payment/subscription/change', { plan: 'free' }, token);
    expect((await t.api.get('/api/payment/subscription', token)).body).toMatchObject({
      plan: 'intimacy',
      cancelAtPeriodEnd: true,
    });
    const credits = await balance(user.id);

    await endPeriod(user.id);
    await settleDueSubscriptions(t.ctx.db, t.ctx.providers.payments);
    expect((await findUserById(t.ctx.db, user.id))!.subscription).toBe('free');
    expect((await t.api.get('/api/payment/subscription', token)).body).toMatchObject({
      plan: 'free',
      status: 'canceled',
      isPremium: false,
      firstSubscriptionDiscount: false,
    });
    expect(await balance(user.id)).toEqual(credits);

    // A later subscription is a new checkout, at full price.
    const again = await t.api.post('/api/payment/create-checkout-session', { plan: 'essentiel' }, token);
    expect(again.body).toMatchObject({ amountCents: 599, discount: null });
  });
});

describe('a subscription opened with a provider this instance no longer uses', () => {
  it('ends at the end of its period instead of staying paid with nobody to bill it', async () => {
    const { user, token } = await buildUser(t.ctx.db);
    await subscribe(token, 'intimacy');
    const credits = await balance(user.id);
    await endPeriod(user.id);

    const billing = { ...t.ctx.providers.payments, name: 'stripe', billsRenewals: true };
    await settleDueSubscriptions(t.ctx.db, billing);
    expect((await findUserById(t.ctx.db, user.id))!.subscription).toBe('free');
    expect((await t.api.get('/api/payment/subscription', token)).body).toMatchObject({
      status: 'canceled',
      isPremium: false,
    });
    expect(await balance(user.id)).toEqual(credits);
  });
});

describe('renewals billed by us', () => {
  it('renews a subscription started on 31 January on the last day of February, then on 31 March', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2027-01-31T09:00:00Z'));
      const { user, token } = await buildUser(t.ctx.db, { textCredits: 0, audioCredits: 0 });
      await subscribe(token, 'essentiel');
      const periodEnd = async () => (await findSubscriptionByUser(t.ctx.db, user.id))!.currentPeriodEnd!.toISOString();
      expect(await periodEnd()).toBe('2027-02-28T09:00:00.000Z');

      await settleDueSubscriptions(t.ctx.db, t.ctx.providers.payments, new Date('2027-02-28T09:01:00Z'));
      expect(await periodEnd()).toBe('2027-03-31T09:00:00.000Z');
      await settleDueSubscriptions(t.ctx.db, t.ctx.providers.payments, new Date('2027-03-31T09:01:00Z'));
      expect(await periodEnd()).toBe('2027-04-30T09:00:00.000Z');
      expect(await balance(user.id)).toEqual({ text: 15, audio: 18 });
    } finally {
      vi.useRealTimers();
    }
  });
});
