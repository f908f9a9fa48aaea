import { ArrowDown, ArrowUp } from 'lucide-react';
import { PAID_PLAN_IDS, PLANS, planTier } from '#common/catalogue/plans';
import type { SubscriptionView } from '#common/contract';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card';
import { euro } from '#web/lib/price';

interface PlanChangeListProps {
  view: SubscriptionView;
  busy: string | null;
  onChange: (plan: string) => void;
}

/** The other paid plans: an upgrade applies now, a downgrade at the end of the period. */
export function PlanChangeList({ view, busy, onChange }: PlanChangeListProps) {
  const others = PAID_PLAN_IDS.filter((id) => id !== view.plan);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Change plan</CardTitle>
        <p className="text-sm text-muted-foreground">
          Upgrades apply immediately. Downgrades take effect at your next billing date.
        </p>
      </CardHeader>
      <CardContent className="divide-y divide-border">
        {others.map((id) => {
          const plan = PLANS[id];
          const upgrade = planTier(id) > planTier(view.plan);
          const scheduled = view.pendingPlan === id;
          return (
            <div
              key={id}
              className="flex flex-wrap items-center justify-between gap-4 py-4"
              data-testid={`change-${id}`}
            >
              <div>
                <p className="text-lg font-semibold">{plan.name}</p>
                <p className="text-sm text-muted-foreground">
                  {euro(plan.priceCents)}/month · {plan.monthlyTextCredits} text + {plan.monthlyAudioCredits} audio
                  credits
                </p>
              </div>
              <Button
                variant={upgrade ? 'default' : 'outline'}
                disabled={busy !== null || scheduled}
                onClick={() => onChange(id)}
              >
                {upgrade ? <ArrowUp aria-hidden="true" /> : <ArrowDown aria-hidden="true" />}
                {busy === id
                  ? 'Processing...'
                  : scheduled
                    ? 'Scheduled'
                    : upgrade
                      ? `Upgrade to ${plan.name}`
                      : `Downgrade to ${plan.name}`}
              </Button>
            </div>
          );
        })}
      </CardContent>
    </Card>
  );
}
