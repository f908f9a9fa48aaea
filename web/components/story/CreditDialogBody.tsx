import { Coins, Crown, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { useAuth } from '#web/lib/auth';
import { Button } from '../ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../ui/dialog';
import type { CreditDialogProps } from './CreditDialog';
import { BalanceTiles } from '../credits-card/BalanceTiles';

/** The dialog itself, loaded the first time one opens (`CreditDialog`). */
export default function CreditDialogBody({ open, onOpenChange, trigger, reason }: CreditDialogProps) {
  const { user } = useAuth();
  const outOfCredits = trigger === 'credits';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="text-center sm:max-w-md">
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-primary/15 text-primary">
          {outOfCredits ? (
            <Coins className="size-7" aria-hidden="true" />
          ) : (
            <Crown className="size-7" aria-hidden="true" />
          )}
        </span>
        <DialogTitle className="mt-3 text-3xl">{outOfCredits ? 'Out of Credits!' : 'Unlock Premium'}</DialogTitle>
        <DialogDescription className="text-base">
          {reason ??
            (outOfCredits
              ? 'You need more credits to keep your stories going.'
              : 'Premium members create without limits, keep stories private and hear expressive voices.')}
        </DialogDescription>
        {user && <BalanceTiles className="mt-5" textCredits={user.textCredits} audioCredits={user.audioCredits} />}
        <p className="mt-4 flex items-center justify-center gap-2 rounded-xl bg-wine/30 px-3 py-2 text-sm text-primary">
          <Sparkles className="size-4 shrink-0" aria-hidden="true" />
          First-time premium upgrade gets 50% off your first month!
        </p>
        <div className="mt-6 grid gap-3">
          <Button asChild>
            <Link to="/subscription">
              <Crown aria-hidden="true" />
              Upgrade to Premium
            </Link>
          </Button>
          {outOfCredits && (
            <Button asChild variant="outline">
              <Link to="/credits">
                <Coins aria-hidden="true" />
                Buy More Credits
              </Link>
            </Button>
          )}
          <DialogClose asChild>
            <Button variant="ghost">Maybe Later</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
