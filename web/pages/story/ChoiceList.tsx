import { Check, GitBranch, Sparkles } from 'lucide-react';
import type { Chapter } from '#common/contract';
import type { ActionPrice } from '#web/components/price/actionPrice';
import { CreditCost } from '#web/components/price/CreditCost';
import { cn } from '#web/lib/cn';

interface ChoiceListProps {
  chapter: Chapter;
  /** The author took the choice ("you"); every other reader sees the path the story took. */
  isOwner: boolean;
  /** Only the owner chooses, and only while no choice has been taken. */
  canChoose: boolean;
  pendingChoice: string | undefined;
  /** What a choice costs the author; absent for other readers. */
  price?: ActionPrice;
  onChoose: (text: string) => void;
  /** Once a choice is taken, the owner may take another: a branch of its own, or back onto one taken before. */
  onTakeOther?: (text: string) => void;
}

export function ChoiceList({
  chapter,
  isOwner,
  canChoose,
  pendingChoice,
  price,
  onChoose,
  onTakeOther,
}: ChoiceListProps) {
  const taken = chapter.chosenChoice;
  const priceId = `choice-price-${chapter.number}`;
  const showPrice = price !== undefined && !taken;
  return (
    <section
      aria-labelledby={`choices-${chapter.number}`}
      className="mt-10 rounded-xl border border-primary/25 bg-wine/15 p-5 sm:p-6"
    >
      <h3 id={`choices-${chapter.number}`} className="flex items-center gap-2 text-2xl font-semibold">
        <Sparkles className="size-5 text-primary" aria-hidden="true" />
        {taken ? (isOwner ? 'The path you chose' : 'The path taken') : 'What happens next?'}
      </h3>
      <div className="mt-4 grid gap-3">
        {chapter.choices.map(({ text }) => {
          const chosen = taken === text;
          return (
            <button
              key={text}
              type="button"
              aria-pressed={chosen}
              aria-describedby={showPrice ? priceId : undefined}
              disabled={!canChoose || Boolean(taken) || pendingChoice !== undefined}
              onClick={() => onChoose(text)}
              className={cn(
                'focus-ring flex w-full cursor-pointer items-start gap-3 rounded-xl border p-4 text-left text-sm leading-relaxed transition-colors disabled:cursor-default',
                chosen
                  ? 'border-primary bg-primary/15 text-foreground'
                  : 'border-border bg-background/50 enabled:hover:border-primary/60 enabled:hover:bg-primary/5',
                taken && !chosen && 'opacity-50',
              )}
            >
              <span
                className={cn(
                  'mt-0.5 grid size-5 shrink-0 place-items-center rounded-full border',
                  chosen ? 'border-primary bg-primary text-primary-foreground' : 'border-primary/50',
                )}
              >
                {chosen && <Check className="size-3.5" aria-hidden="true" />}
              </span>
              <span className="flex-1">
                {text}
                {pendingChoice === text && <span className="ml-2 text-xs text-primary">Writing…</span>}
              </span>
            </button>
          );
        })}
      </div>
      {taken && onTakeOther && (
        <div className="mt-4 flex flex-wrap gap-2">
          {chapter.choices
            .filter(({ text }) => text !== taken)
            .map(({ text }) => (
              <button
                key={text}
                type="button"
                aria-label={`Take the other path: ${text}`}
                disabled={pendingChoice !== undefined}
                onClick={() => onTakeOther(text)}
                className="focus-ring inline-flex cursor-pointer items-center gap-2 rounded-lg border border-primary/40 px-3 py-1.5 text-xs font-medium text-primary hover:bg-primary/10 disabled:cursor-default disabled:opacity-50"
              >
                <GitBranch className="size-3.5" aria-hidden="true" />
                Take the other path
                <span className="max-w-48 truncate font-normal text-muted-foreground">{text}</span>
              </button>
            ))}
        </div>
      )}
      {showPrice && <CreditCost id={priceId} price={price} prefix="Each choice: " className="mt-3 block" />}
      {!canChoose && !taken && !price && (
        <p className="mt-3 text-xs text-muted-foreground">Only the author of this story can choose its path.</p>
      )}
    </section>
  );
}
