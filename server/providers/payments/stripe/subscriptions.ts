import type Stripe from 'stripe';
import { idOf } from './client';

export function changeSubscription(stripe: Stripe) {
  return async (
    subscriptionId: string,
    plan: { id: string; priceCents: number },
    options: { atPeriodEnd: boolean },
  ) => {
    const current = await stripe.subscriptions.retrieve(subscriptionId);
    const item = current.items.data[0];
    const product = idOf(item?.price.product);
    if (!item || !product) throw new Error(`Stripe subscription ${subscriptionId} has no priced item`);
    await stripe.subscriptions.update(subscriptionId, {
      items: [
        {
          id: item.id,
          price_data: { currency: 'eur', product, unit_amount: plan.priceCents, recurring: { interval: 'month' } },
        },
      ],
      // An upgrade is charged (prorated) now; a downgrade only changes the next invoices.
      proration_behavior: options.atPeriodEnd ? 'none' : 'always_invoice',
      cancel_at_period_end: false,
    });
  };
}

export function cancelSubscription(stripe: Stripe) {
  return async (subscriptionId: string, options: { atPeriodEnd: boolean }) => {
    if (options.atPeriodEnd) await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    else await stripe.subscriptions.cancel(subscriptionId);
  };
}
