import { describe, expect, it } from 'vitest';
import { CREDIT_PACKS, PACK_IDS, PAID_PLAN_IDS, PLANS } from '../catalogue/plans';
import { applyDiscount, formatEuro, packPrice, planFirstMonthPrice } from './pricing';

describe('pricing', () => {
  it('charges the catalogue price of each pack to non-premium buyers', () => {
    for (const id of PACK_IDS) {
      expect(packPrice(id, { premium: false })).toEqual({
        amountCents: CREDIT_PACKS[id].priceCents,
        listPriceCents: CREDIT_PACKS[id].priceCents,
        discount: null,
      });
    }
  });

  it('charges premium buyers 85 %, rounded to the cent', () => {
    expect(packPrice('starter', { premium: true })).toEqual({
      amountCents: 339,
      listPriceCents: 399,
      discount: 'premium',
    });
    expect(packPrice('popular', { premium: true }).amountCents).toBe(764);
    expect(packPrice('premium', { premium: true }).amountCents).toBe(1359);
  });

  it('halves the first month of a first subscription only', () => {
    expect(planFirstMonthPrice('essentiel', { firstSubscription: true })).toEqual({
      amountCents: 300,
      listPriceCents: 599,
      discount: 'first_subscription',
    });
    expect(planFirstMonthPrice('seduction', { firstSubscription: true }).amountCents).toBe(600);
    expect(planFirstMonthPrice('intimacy', { firstSubscription: true }).amountCents).toBe(1250);
    for (const id of PAID_PLAN_IDS) {
      expect(planFirstMonthPrice(id, { firstSubscription: false }).amountCents).toBe(PLANS[id].priceCents);
    }
  });

  it('rounds without floating-point drift', () => {
    expect(applyDiscount(100, 0.15)).toBe(85);
    expect(applyDiscount(1, 0.5)).toBe(1);
    expect(applyDiscount(0, 0.5)).toBe(0);
    expect(formatEuro(339)).toBe('3.39');
    expect(formatEuro(1599)).toBe('15.99');
  });
});
