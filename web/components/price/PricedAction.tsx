import { type ReactElement, cloneElement, useId } from 'react';
import { cn } from '#web/lib/cn';
import type { ActionPrice } from './actionPrice';
import { CreditCost } from './CreditCost';

interface PricedActionProps {
  price: ActionPrice;
  /** The button, keeping the spec's own words; the price is its description, shown beneath it. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  /** Words before the price, such as "Costs ". */
  prefix?: string;
  className?: string;
}

/** A paid button with what it costs and what the user holds, shown before it is pressed. */
export function PricedAction({ price, children, prefix, className }: PricedActionProps) {
  const id = useId();
  return (
    <div className={cn('flex flex-col items-stretch gap-1 text-center', className)}>
      {cloneElement(children, { 'aria-describedby': id })}
      <CreditCost id={id} price={price} prefix={prefix} />
    </div>
  );
}
