import { CalendarClock, Crown, RotateCcw } from 'lucide-react';
import { PLANS } from '#common/catalogue/plans';
import type { SubscriptionView } from '#common/contract';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '#web/components/ui/card';
import { formatDate } from '#web/lib/format';
import { euro } from '#web/lib/price';
import { CancelPlanDialog } from './CancelPlanDialog';

interface CurrentPlanCardProps {
  view: SubscriptionView;
  busy: string | null;
  onResume: () => void;
  onCancel: () => void;
}

function statusOf(view: SubscriptionView): { label: string; tone: 'default' | 'muted' } {
  if (view.upgradingPlan) return { label: 'Waiting for payment', tone: 'muted' };
  if (view.cancelAtPeriodEnd) return { label: 'Cancelled', tone: 'muted' };
  if (view.pendingPlan) return { label: 'Change scheduled', tone: 'default' };
  return { label: 'Active', tone: 'default' };
}

export function CurrentPlanCard({ view, busy, onResume, onCancel }: CurrentPlanCardProps) {
  const plan = PLANS[view.plan];
  const until = view.currentPeriodEnd ? formatDate(view.currentPeriodEnd) : 'the end of the period';
  const status = statusOf(view);
  return (
    <Card data-testid="current-plan">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-3">
          <Crown className="size-6 text-primary" aria-hidden="true" />
          <CardTitle className="text-3xl">{view.planName}</CardTitle>
          <Badge variant={status.tone}>{status.label}</Badge>
          {view.demo && <Badge variant="muted">Demo mode — no real charge</Badge>}
        </div>
        <CardDescription>
          {plan.tagline} · {euro(plan.priceCents)}/month · {plan.monthlyTextCredits} text + {plan.monthlyAudioCredits}{' '}
          audio credits monthly
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-2">
        <p className="flex items-center gap-2 text-foreground/85">
          <CalendarClock className="size-4 text-primary" aria-hidden="true" />
          {view.cancelAtPeriodEnd
            ? `Your subscription ends on ${until}. You keep ${view.planName} until then.`
            : `Renews on ${until}.`}
        </p>
        {view.upgradingPlan && (
          <p className="rounded-lg border border-border bg-muted/60 px-3 py-2 text-sm" data-testid="upgrade-waiting">
            Your upgrade to <strong>{PLANS[view.upgradingPlan].name}</strong> is waiting for its payment to be
            confirmed: the plan and its extra credits arrive as soon as it is paid.
          </p>
        )}
        {view.pendingPlan && (
          <p
            className="rounded-lg border border-primary/30 bg-primary/10 px-3 py-2 text-sm"
            data-testid="pending-change"
          >
            Your plan changes to <strong>{PLANS[view.pendingPlan].name}</strong> on {until}.
          </p>
        )}
      </CardContent>
      <CardFooter>
        {(view.cancelAtPeriodEnd || view.pendingPlan) && (
          <Button onClick={onResume} disabled={busy !== null}>
            <RotateCcw aria-hidden="true" />
            {busy === view.plan ? 'Processing...' : `Keep ${view.planName}`}
          </Button>
        )}
        {!view.cancelAtPeriodEnd && (
          <CancelPlanDialog planName={view.planName} until={until} busy={busy} onConfirm={onCancel} />
        )}
      </CardFooter>
    </Card>
  );
}
