import { cn } from '#web/lib/cn';
import type { ActionPrice } from './actionPrice';

interface CreditCostProps {
  price: ActionPrice;
  /** For the button's aria-describedby. */
  id?: string;
  /** Words before the price, such as "Each choice: ". */
  prefix?: string;
  className?: string;
}

/** The price under a paid button and what the user holds, or that it is not enough. */
export function CreditCost({ price, id, prefix = '', className }: CreditCostProps) {
  const held =
    price.balance === undefined
      ? ''
      : price.short
        ? ` · you have ${price.balance}, not enough`
        : ` · you have ${price.balance}`;
  return (
    <span
      id={id}
      data-testid="credit-cost"
      className={cn('text-xs', price.short ? 'text-danger' : 'text-muted-foreground', className)}
    >
      {prefix}
      {price.label}
      {held}
    </span>
  );
}
