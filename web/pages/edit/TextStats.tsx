import { wordCount } from '#common/rules/listeningTime';
import { readingMinutes } from '#common/rules/readingTime';

/** Words, characters and reading time of the text being edited. */
export function TextStats({ text }: { text: string }) {
  const stats = [
    { label: 'Words', value: wordCount(text) },
    { label: 'Characters', value: text.length },
    { label: 'Reading time', value: `${readingMinutes(text.length)} min` },
  ];
  return (
    <dl data-testid="text-stats" className="grid grid-cols-3 gap-3">
      {stats.map(({ label, value }) => (
        <div key={label} className="rounded-xl border border-border/70 bg-background/40 px-4 py-3 text-center">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="mt-1 font-display text-2xl font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
