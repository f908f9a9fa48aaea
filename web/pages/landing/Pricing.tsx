import { Check, Crown } from 'lucide-react';
import { Link } from 'react-router';
import { PAID_PLAN_IDS, PLANS } from '#common/catalogue/plans';
import { planFeatures } from '#common/rules/offers';
import { formatEuro } from '#common/rules/pricing';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { cn } from '#web/lib/cn';
import { SectionHeading } from './SectionHeading';

export function Pricing() {
  return (
    <section aria-labelledby="pricing-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <SectionHeading
        id="pricing-title"
        eyebrow="Pricing"
        title="Choose your pleasure"
        text="Monthly plans, cancel anytime. Your first premium month is 50% off."
      />
      <ul className="mt-12 grid items-stretch gap-6 lg:grid-cols-3">
        {PAID_PLAN_IDS.map((id) => PLANS[id]).map((plan) => (
          <li
            key={plan.id}
            aria-label={plan.name}
            className={cn(
              'relative flex flex-col rounded-xl border bg-card/80 p-7 shadow-xl shadow-black/30',
              plan.popular ? 'border-primary/70 shadow-wine/40 lg:-translate-y-3' : 'border-border/80',
            )}
          >
            {plan.popular && (
              <Badge variant="premium" className="absolute -top-3 left-1/2 -translate-x-1/2 shadow-lg">
                <Crown aria-hidden="true" />
                Most Popular
              </Badge>
            )}
            <h3 className="text-3xl font-semibold">{plan.name}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{plan.tagline}</p>
            <p className="mt-6 flex items-baseline gap-1">
              <span className="font-display text-5xl font-semibold text-gradient">€{formatEuro(plan.priceCents)}</span>
              <span className="text-sm text-muted-foreground">/month</span>
            </p>
            <ul className="mt-6 flex-1 space-y-3 text-sm">
              {planFeatures(plan).map((bullet) => (
                <li key={bullet} className="flex gap-2.5">
                  <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  <span className="text-foreground/85">{bullet}</span>
                </li>
              ))}
            </ul>
            <Button asChild className="mt-8 w-full" variant={plan.popular ? 'default' : 'outline'}>
              <Link to="/premium-upgrade">Choose {plan.name}</Link>
            </Button>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <Button asChild variant="outline">
          <Link to="/premium-upgrade">View Plans</Link>
        </Button>
      </div>
    </section>
  );
}
