import { AudioLines, Coins, Crown, FileText } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Card } from '../ui/card';

interface CreditsCardProps {
  textCredits: number;
  audioCredits: number;
  isPremium: boolean;
}

/** The balance of text and audio credits with a way to top it up. */
export function CreditsCard({ textCredits, audioCredits, isPremium }: CreditsCardProps) {
  const balances = [
    { label: 'Text credits', value: textCredits, icon: FileText },
    { label: 'Audio credits', value: audioCredits, icon: AudioLines },
  ];
  return (
    <Card data-testid="credits-card" className="flex flex-col gap-5 p-5 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-center gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-gradient-to-br from-wine to-plum text-primary">
          <Coins className="size-5" aria-hidden="true" />
        </span>
        <div>
          <p className="flex items-center gap-2 font-semibold">
            Your Credits
            {isPremium && (
              <Badge variant="premium">
                <Crown aria-hidden="true" />
                Premium
              </Badge>
            )}
          </p>
          <p className="text-xs text-muted-foreground">
            {isPremium ? 'Premium members save 15% on credit packs.' : 'Credits write and narrate your stories.'}
          </p>
        </div>
      </div>
      <dl className="flex gap-6">
        {balances.map(({ label, value, icon: Icon }) => (
          <div key={label}>
            <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
              <Icon className="size-3.5" aria-hidden="true" />
              {label}
            </dt>
            <dd className="font-display text-3xl font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <Button asChild variant="outline" size="sm">
        <Link to="/credits">
          <Coins aria-hidden="true" />
          Buy Credits
        </Link>
      </Button>
    </Card>
  );
}
