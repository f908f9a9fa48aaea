import { describe, expect, it } from 'vitest';
import { packPrice, planFirstMonthPrice } from '#common/rules/pricing';
import { euro, percent, priceDisplay } from './price';

describe('price display', () => {
  it('shows euro with two decimals', () => {
    expect(euro(399)).toBe('€3.99');
    expect(euro(0)).toBe('€0.00');
    expect(percent(0.15)).toBe('15%');
  });

  it('shows the list price struck through only when a discount applies', () => {
    expect(priceDisplay(packPrice('starter', { premium: false }))).toEqual({ amount: '€3.99', was: null });
    expect(priceDisplay(packPrice('starter', { premium: true }))).toEqual({ amount: '€3.39', was: '€3.99' });
    expect(priceDisplay(packPrice('premium', { premium: true }))).toEqual({ amount: '€13.59', was: '€15.99' });
    expect(priceDisplay(planFirstMonthPrice('seduction', { firstSubscription: true }))).toEqual({
      amount: '€6.00',
      was: '€11.99',
    });
  });
});
