import type { Price } from '#common/rules/pricing';
import { formatEuro } from '#common/rules/pricing';

/** Cents as shown on every price: 399 → "€3.99". */
export function euro(cents: number): string {
  return `€${formatEuro(cents)}`;
}

/** A discount ratio as shown in notes: 0.15 → "15%". */
export function percent(ratio: number): string {
  return `${Math.round(ratio * 100)}%`;
}

/** What a price tag shows: the amount, and the list price struck through when a discount applies. */
export function priceDisplay(price: Price): { amount: string; was: string | null } {
  return {
    amount: euro(price.amountCents),
    was: price.amountCents < price.listPriceCents ? euro(price.listPriceCents) : null,
  };
}
