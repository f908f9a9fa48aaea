import { AlertTriangle, RotateCcw } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { useSubscription } from '#web/api/payments';
import { NoticeCard } from '#web/components/layout/NoticeCard';
import { PageSpinner } from '#web/components/layout/PageSpinner';
import { Button } from '#web/components/ui/button';
import { CurrentPlanCard } from './CurrentPlanCard';
import { PlanChangeList } from './PlanChangeList';
import { usePlanActions } from './usePlanActions';

export default function SubscriptionPage() {
  const subscription = useSubscription();
  const actions = usePlanActions();

  if (subscription.isPending) return <PageSpinner label="Loading your subscription" />;
  if (subscription.isError) {
    return (
      <NoticeCard
        icon={AlertTriangle}
        title="Error"
        actions={
          <Button onClick={() => void subscription.refetch()}>
            <RotateCcw aria-hidden="true" />
            Try Again
          </Button>
        }
      >
        Your subscription could not be loaded. Please try again.
      </NoticeCard>
    );
  }
  const view = subscription.data;
  // Without an active subscription there is nothing to manage: the plan cards are the next step.
  if (view.status !== 'active') return <Navigate to="/premium-upgrade" replace />;

  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-12 sm:px-6">
      <header className="space-y-2">
        <p className="text-xs font-semibold tracking-[0.25em] text-primary uppercase">Plan management</p>
        <h1 className="text-5xl font-semibold">Your Subscription</h1>
      </header>
      <CurrentPlanCard
        view={view}
        busy={actions.busy}
        onResume={() => actions.resume(view.plan)}
        onCancel={actions.cancel}
      />
      {!view.cancelAtPeriodEnd && <PlanChangeList view={view} busy={actions.busy} onChange={actions.changeTo} />}
      <p className="text-center text-sm text-muted-foreground">
        Need more credits now?{' '}
        <Link to="/credits" className="text-primary underline underline-offset-4">
          Buy a credit pack
        </Link>
        .
      </p>
    </div>
  );
}
