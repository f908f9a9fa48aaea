import { Lock, LockOpen } from 'lucide-react';
import { useId } from 'react';
import type { Chapter } from '#common/contract';
import type { ActionPrice } from '#web/components/price/actionPrice';
import { PricedAction } from '#web/components/price/PricedAction';
import { Button } from '#web/components/ui/button';

interface LockedChapterProps {
  chapter: Chapter;
  price: ActionPrice;
  unlocking: boolean;
  onUnlock: () => void;
}

/** The way to unlock, in words: a guest logs in first; a reader short of credits is offered more. */
function howToUnlock(price: ActionPrice): string {
  if (price.balance === undefined) return 'Log in first, then press Unlock.';
  if (price.short) return 'You need more text credits: press Unlock to see how to get them.';
  return 'Press Unlock below; its price is shown beneath it.';
}

export function LockedChapter({ chapter, price, unlocking, onUnlock }: LockedChapterProps) {
  const cost = price.cost.credits;
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="relative overflow-hidden rounded-xl border border-primary/30 bg-background/40 p-6 text-center sm:p-10"
    >
      <p aria-hidden="true" className="mx-auto max-w-prose text-left text-muted-foreground/80 blur-[2px] select-none">
        {chapter.preview}…
      </p>
      <div className="mt-6 flex flex-col items-center gap-3">
        <span className="grid size-14 place-items-center rounded-full bg-primary/15 text-primary">
          <Lock className="size-7" aria-hidden="true" />
        </span>
        <h3 id={headingId} className="text-3xl font-semibold">
          Chapter Locked
        </h3>
        <p className="max-w-sm text-sm text-muted-foreground">
          Unlock this chapter with your text credits to keep reading. It stays yours for good. {howToUnlock(price)}
        </p>
        <PricedAction price={price} className="mt-2">
          <Button onClick={onUnlock} disabled={unlocking}>
            <LockOpen aria-hidden="true" />
            {unlocking ? 'Unlocking…' : `Unlock for ${cost} credit${cost === 1 ? '' : 's'}`}
          </Button>
        </PricedAction>
      </div>
    </section>
  );
}
