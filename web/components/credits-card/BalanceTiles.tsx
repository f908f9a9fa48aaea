import { cn } from '#web/lib/cn';

/** The text and audio balances as two tiles side by side. */
export function BalanceTiles({
  textCredits,
  audioCredits,
  className,
}: {
  textCredits: number;
  audioCredits: number;
  className?: string;
}) {
  const tiles = [
    { label: 'Text credits', value: textCredits },
    { label: 'Audio credits', value: audioCredits },
  ];
  return (
    <dl className={cn('grid grid-cols-2 gap-3', className)} aria-label="Your balance">
      {tiles.map(({ label, value }) => (
        <div key={label} className="rounded-xl border border-border bg-background/50 p-3">
          <dt className="text-xs text-muted-foreground uppercase">{label}</dt>
          <dd className="font-display text-3xl font-semibold tabular-nums text-foreground">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
