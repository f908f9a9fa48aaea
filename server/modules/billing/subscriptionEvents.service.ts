import { isPlanId, type PlanId } from '#common/catalogue/plans';
import type { Database } from '#server/db/client';
import type { PaymentEvent } from '#server/providers/payments/port';
import { lockSubscriptionByProviderId, updateSubscription } from './billing.repo';
import { updateUser } from '../users/users.repo';
import { applyPlan, completeUpgrade, endSubscription, grantAllowance } from './subscriptions.service';

type EventOf<T extends PaymentEvent['type']> = Extract<PaymentEvent, { type: T }>;

/**
 * A paid invoice of a subscription's creation or renewal grants that period's allowance, once per
 * invoice. The first invoice may arrive before its checkout is fulfilled: the subscription's
 * metadata then names the user and plan (the checkout grants under the same invoice id). The paid
 * invoice of an upgrade applies it.
 */
export async function onInvoicePaid(db: Database, event: EventOf<'invoice.paid'>): Promise<void> {
  if (event.reason === 'other') return;
  await db.transaction(async (tx) => {
    const sub = await lockSubscriptionByProviderId(tx, event.subscriptionId);
    if (event.reason === 'update') {
      if (sub?.upgradingPlan && sub.upgradeInvoiceId === event.invoiceId && isPlanId(sub.upgradingPlan)) {
        await completeUpgrade(tx, sub, sub.upgradingPlan);
      }
      return;
    }
    if (sub) {
      const plan =
        event.reason === 'renewal' && sub.pendingPlan && isPlanId(sub.pendingPlan)
          ? sub.pendingPlan
          : (sub.plan as PlanId);
      if (plan !== sub.plan) await applyPlan(tx, sub, plan);
      if (event.periodEnd) await updateSubscription(tx, sub.id, { currentPeriodEnd: event.periodEnd });
      await grantAllowance(tx, sub.userId, plan, event.invoiceId);
      return;
    }
    if (event.reason === 'creation' && event.userId && event.plan && isPlanId(event.plan) && event.plan !== 'free') {
      await grantAllowance(tx, event.userId, event.plan, event.invoiceId);
    }
  });
}

/**
 * Status, period and cancellation flags follow the provider; an event older than the last one
 * applied is ignored. A payment past due suspends the plan (the user is on the free plan) until the
 * provider reports the subscription paid up again.
 */
export async function onSubscriptionUpdated(db: Database, event: EventOf<'subscription.updated'>): Promise<void> {
  await db.transaction(async (tx) => {
    const sub = await lockSubscriptionByProviderId(tx, event.subscriptionId);
    if (!sub || sub.status === 'canceled' || (sub.syncedAt && sub.syncedAt > event.occurredAt)) return;
    if (event.status === 'ended') return endSubscription(tx, sub, event.occurredAt);
    const paidUp = event.status === 'active';
    await updateSubscription(tx, sub.id, {
      status: paidUp ? 'active' : 'past_due',
      cancelAtPeriodEnd: event.cancelAtPeriodEnd,
      currentPeriodEnd: event.periodEnd ?? sub.currentPeriodEnd,
      syncedAt: event.occurredAt,
    });
    if (paidUp !== (sub.status === 'active'))
      await updateUser(tx, sub.userId, { subscription: paidUp ? sub.plan : 'free' });
  });
}

/** The provider ended the subscription: final, whatever order the events came in. */
export async function onSubscriptionDeleted(db: Database, event: EventOf<'subscription.deleted'>): Promise<void> {
  await db.transaction(async (tx) => {
    const sub = await lockSubscriptionByProviderId(tx, event.subscriptionId);
    if (sub && sub.status !== 'canceled') await endSubscription(tx, sub, event.occurredAt);
  });
}
