import { Check, Coins, Sparkles, Trophy } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { CreditPack } from '#common/catalogue/plans';
import { packFeatures } from '#common/rules/offers';
import { packPrice } from '#common/rules/pricing';
import { PriceTag } from '#web/components/price/PriceTag';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '#web/components/ui/card';
import { cn } from '#web/lib/cn';

export function PackCard({ pack, premium }: { pack: CreditPack; premium: boolean }) {
  const navigate = useNavigate();
  const highlighted = pack.popular || pack.bestValue;
  return (
    <Card
      className={cn('relative flex flex-col', highlighted && 'border-primary/60 ring-1 ring-primary/40')}
      data-testid={`pack-${pack.id}`}
    >
      {pack.popular && (
        <Badge variant="premium" className="absolute -top-3 left-1/2 -translate-x-1/2">
          <Sparkles aria-hidden="true" />
          Most Popular
        </Badge>
      )}
      {pack.bestValue && (
        <Badge variant="premium" className="absolute -top-3 left-1/2 -translate-x-1/2">
          <Trophy aria-hidden="true" />
          Best Value
        </Badge>
      )}
      <CardHeader>
        <CardTitle>{pack.name}</CardTitle>
        <CardDescription>
          {pack.textCredits} text + {pack.audioCredits} audio credits
        </CardDescription>
      </CardHeader>
      <CardContent className="flex-1 space-y-4">
        <PriceTag price={packPrice(pack.id, { premium })} suffix="one-time" />
        <ul className="space-y-2 text-sm text-foreground/85">
          {packFeatures(pack).map((feature) => (
            <li key={feature} className="flex items-center gap-2">
              <Check className="size-4 text-primary" aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Button
          className="w-full"
          variant={highlighted ? 'default' : 'outline'}
          onClick={() => navigate(`/checkout/credit/${pack.id}`)}
        >
          <Coins aria-hidden="true" />
          Purchase Credits
        </Button>
      </CardFooter>
    </Card>
  );
}
