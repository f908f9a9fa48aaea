import type Stripe from 'stripe';
import type { PlanChangeOutcome } from '../port';
import { idOf } from './client';

export function changeSubscription(stripe: Stripe) {
  return async (
    subscriptionId: string,
    plan: { id: string; priceCents: number },
    options: { atPeriodEnd: boolean },
  ): Promise<PlanChangeOutcome> => {
    const current = await stripe.subscriptions.retrieve(subscriptionId);
    const item = current.items.data[0];
    const product = idOf(item?.price.product);
    if (!item || !product) throw new Error(`Stripe subscription ${subscriptionId} has no priced item`);
    const items = [
      {
        id: item.id,
        price_data: {
          currency: 'eur',
          product,
          unit_amount: plan.priceCents,
          recurring: { interval: 'month' as const },
        },
      },
    ];
    if (options.atPeriodEnd) {
      // A downgrade only changes the next invoices.
      await stripe.subscriptions.update(subscriptionId, {
        items,
        proration_behavior: 'none',
        cancel_at_period_end: false,
      });
      return { status: 'applied' };
    }
    // An upgrade is charged (prorated) now, and Stripe applies it only if that payment succeeds.
    const updated = await stripe.subscriptions.update(subscriptionId, {
      items,
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
    });
    const invoiceId = idOf(updated.latest_invoice);
    if (!invoiceId) throw new Error(`Stripe billed no invoice for the upgrade of ${subscriptionId}`);
    if (updated.pending_update) {
      // Voiding the unpaid invoice discards the pending update: nothing is left to be charged later.
      await stripe.invoices.voidInvoice(invoiceId);
      return { status: 'declined' };
    }
    // A pending update takes no cancellation flag: a scheduled cancellation is withdrawn once the upgrade is paid.
    if (current.cancel_at_period_end)
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false });
    return { status: 'invoiced', invoiceId };
  };
}

export function cancelSubscription(stripe: Stripe) {
  return async (subscriptionId: string, options: { atPeriodEnd: boolean }) => {
    if (options.atPeriodEnd) await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    else await stripe.subscriptions.cancel(subscriptionId);
  };
}
