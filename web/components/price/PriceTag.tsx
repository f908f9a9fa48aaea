import type { Price } from '#common/rules/pricing';
import { cn } from '#web/lib/cn';
import { priceDisplay } from '#web/lib/price';

interface PriceTagProps {
  price: Price;
  /** "/month" for plans. */
  suffix?: string;
  className?: string;
}

/** An amount in euro, with the list price struck through when a discount applies. */
export function PriceTag({ price, suffix, className }: PriceTagProps) {
  const { amount, was } = priceDisplay(price);
  return (
    <p className={cn('flex flex-wrap items-baseline gap-2', className)}>
      <span className="text-4xl font-semibold text-foreground" data-testid="price">
        {amount}
      </span>
      {suffix && <span className="text-sm text-muted-foreground">{suffix}</span>}
      {was && (
        <del className="text-base text-muted-foreground" aria-label={`was ${was}`}>
          {was}
        </del>
      )}
    </p>
  );
}
