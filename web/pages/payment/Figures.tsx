import type { ReactNode } from 'react';

/** A row of figures: credits added, balance, plan. */
export function Figures({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {items.map((item) => (
        <div key={item.label} className="rounded-lg border border-border bg-muted/40 px-4 py-3">
          <dt className="text-xs tracking-wider text-muted-foreground uppercase">{item.label}</dt>
          <dd className="mt-1 text-2xl font-semibold text-primary">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
