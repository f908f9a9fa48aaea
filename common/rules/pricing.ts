import {
  CREDIT_PACKS,
  FIRST_SUBSCRIPTION_DISCOUNT,
  type PackId,
  type PlanId,
  PLANS,
  PREMIUM_PACK_DISCOUNT,
} from '../catalogue/plans';

type PriceDiscount = 'premium' | 'first_subscription' | null;

export interface Price {
  /** What is charged now, in euro cents. */
  amountCents: number;
  /** The catalogue price before any discount. */
  listPriceCents: number;
  discount: PriceDiscount;
}

/** A price reduced by a fraction, rounded to the cent (half a cent rounds up). */
export function applyDiscount(cents: number, fraction: number): number {
  // Percent in whole units keeps 0.85 × 399 from drifting in binary floating point.
  const percentKept = Math.round((1 - fraction) * 100);
  return Math.round((cents * percentKept) / 100);
}

/** A credit pack's price: premium users pay PREMIUM_PACK_DISCOUNT less. */
export function packPrice(packId: PackId, buyer: { premium: boolean }): Price {
  const listPriceCents = CREDIT_PACKS[packId].priceCents;
  return buyer.premium
    ? { amountCents: applyDiscount(listPriceCents, PREMIUM_PACK_DISCOUNT), listPriceCents, discount: 'premium' }
    : { amountCents: listPriceCents, listPriceCents, discount: null };
}

/** A plan's first month: a user's first subscription costs FIRST_SUBSCRIPTION_DISCOUNT less. */
export function planFirstMonthPrice(planId: PlanId, subscriber: { firstSubscription: boolean }): Price {
  const listPriceCents = PLANS[planId].priceCents;
  return subscriber.firstSubscription
    ? {
        amountCents: applyDiscount(listPriceCents, FIRST_SUBSCRIPTION_DISCOUNT),
        listPriceCents,
        discount: 'first_subscription',
      }
    : { amountCents: listPriceCents, listPriceCents, discount: null };
}

/** Cents as the pages show euro: 339 → "3.39". */
export function formatEuro(cents: number): string {
  return (cents / 100).toFixed(2);
}
