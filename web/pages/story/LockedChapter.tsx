import { Lock, LockOpen } from 'lucide-react';
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

export function LockedChapter({ chapter, price, unlocking, onUnlock }: LockedChapterProps) {
  const cost = price.cost.credits;
  return (
    <div className="relative overflow-hidden rounded-xl border border-primary/30 bg-background/40 p-6 text-center sm:p-10">
      <p aria-hidden="true" className="mx-auto max-w-prose text-left text-muted-foreground/80 blur-[2px] select-none">
        {chapter.preview}…
      </p>
      <div className="mt-6 flex flex-col items-center gap-3">
        <span className="grid size-14 place-items-center rounded-full bg-primary/15 text-primary">
          <Lock className="size-7" aria-hidden="true" />
        </span>
        <h3 className="text-3xl font-semibold">Chapter Locked</h3>
        <p className="max-w-sm text-sm text-muted-foreground">
          Unlock this chapter with your text credits to keep reading. It stays yours for good.
        </p>
        <PricedAction price={price} className="mt-2">
          <Button onClick={onUnlock} disabled={unlocking}>
            <LockOpen aria-hidden="true" />
            {unlocking ? 'Unlocking…' : `Unlock for ${cost} credit${cost === 1 ? '' : 's'}`}
          </Button>
        </PricedAction>
      </div>
    </div>
  );
}
