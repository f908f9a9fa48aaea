import { Check, Crown } from 'lucide-react';
import { FIRST_SUBSCRIPTION_DISCOUNT, type Plan } from '#common/catalogue/plans';
import { planFeatures } from '#common/rules/offers';
import { planFirstMonthPrice } from '#common/rules/pricing';
import { PriceTag } from '#web/components/price/PriceTag';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '#web/components/ui/card';
import { cn } from '#web/lib/cn';
import { euro, percent } from '#web/lib/price';

interface PlanCardProps {
  plan: Plan;
  current: boolean;
  /** A new subscriber's first month is cheaper. */
  firstMonthOffer: boolean;
  label: string;
  disabled: boolean;
  processing: boolean;
  onChoose: () => void;
}

export function PlanCard({ plan, current, firstMonthOffer, label, disabled, processing, onChoose }: PlanCardProps) {
  const firstMonth = planFirstMonthPrice(plan.id, { firstSubscription: true });
  return (
    <Card
      data-testid={`plan-${plan.id}`}
      className={cn(
        'relative flex flex-col',
        current && 'border-primary ring-1 ring-primary',
        !current && plan.popular && 'border-primary/50',
      )}
    >
      {current ? (
        <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 bg-card">Current Plan</Badge>
      ) : (
        plan.popular && (
          <Badge variant="premium" className="absolute -top-3 left-1/2 -translate-x-1/2">
            Most Popular
          </Badge>
        )
      )}
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          {plan.tier > 0 && <Crown className="size-5 text-primary" aria-hidden="true" />}
          {plan.name}
        </CardTitle>
        <CardDescription className="italic">{plan.tagline}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1 space-y-4">
        <PriceTag price={planFirstMonthPrice(plan.id, { firstSubscription: false })} suffix="/month" />
        {firstMonthOffer && plan.priceCents > 0 && (
          <p className="rounded-lg bg-emerald-400/10 px-3 py-2 text-xs text-emerald-300">
            First month {euro(firstMonth.amountCents)} — {percent(FIRST_SUBSCRIPTION_DISCOUNT)} off
          </p>
        )}
        <ul className="space-y-2 text-sm text-foreground/85">
          {planFeatures(plan).map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Button
          className="w-full"
          variant={current || plan.tier === 0 ? 'outline' : 'default'}
          disabled={disabled}
          onClick={onChoose}
        >
          {processing ? 'Processing...' : label}
        </Button>
      </CardFooter>
    </Card>
  );
}
