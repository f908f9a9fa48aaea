import { Coins } from 'lucide-react';
import { Link } from 'react-router';
import type { User } from '#common/contract';
import { cn } from '#web/lib/cn';
import { creditsLabel, creditsSpoken } from '#web/lib/format';

export function CreditsChip({ user, className }: { user: User; className?: string }) {
  const spoken = creditsSpoken(user.textCredits, user.audioCredits);
  const shown = creditsLabel(user.textCredits, user.audioCredits);
  return (
    // The name starts with the text shown, so a voice user can say what they see (WCAG 2.5.3).
    <Link
      to="/credits"
      title={spoken}
      aria-label={`${shown}: ${spoken}`}
      data-testid="credits-chip"
      className={cn(
        'focus-ring inline-flex items-center gap-1.5 rounded-full border border-primary/30 bg-primary/10 px-3 py-1.5 font-mono text-xs font-semibold text-primary transition-colors hover:bg-primary/20',
        className,
      )}
    >
      <Coins className="size-3.5" aria-hidden="true" />
      <span>{shown}</span>
    </Link>
  );
}
