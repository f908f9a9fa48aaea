import { AlertTriangle, Crown, Gem, LayoutDashboard, PenLine, RotateCcw } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PLANS } from '#common/catalogue/plans';
import { planFeatures } from '#common/rules/offers';
import { PageSpinner } from '#web/components/layout/PageSpinner';
import { Button } from '#web/components/ui/button';
import { NoticeCard } from '#web/components/layout/NoticeCard';
import { Figures } from './Figures';
import { INVALID_SESSION, planLetters, sessionIdOf, verificationFailureMessage } from './resultParams';
import { useSubscriptionResult } from './usePaymentResult';

function Failure({ message }: { message: string }) {
  return (
    <NoticeCard
      icon={AlertTriangle}
      tone="warning"
      title="Something Went Wrong"
      actions={
        <Button asChild>
          <Link to="/subscription">
            <RotateCcw aria-hidden="true" />
            Try Again
          </Link>
        </Button>
      }
    >
      <p>{message}</p>
    </NoticeCard>
  );
}

export default function SubscriptionSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = sessionIdOf(params);
  const result = useSubscriptionResult(sessionId, planLetters(params.get('plan')));

  if (!sessionId) return <Failure message={INVALID_SESSION} />;
  if (result.isPending) return <PageSpinner label="Activating your plan" />;
  if (result.isError) return <Failure message={verificationFailureMessage(result.error)} />;

  const { data } = result;
  const plan = PLANS[data.plan];
  return (
    <NoticeCard
      icon={Crown}
      tone="success"
      title="Welcome to Premium!"
      actions={
        <>
          <Button asChild>
            <Link to="/premium-gallery">
              <Gem aria-hidden="true" />
              Explore the Premium Gallery
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/create">
              <PenLine aria-hidden="true" />
              Create a Story
            </Link>
          </Button>
          <Button asChild variant="ghost">
            <Link to="/dashboard">
              <LayoutDashboard aria-hidden="true" />
              My Stories
            </Link>
          </Button>
        </>
      }
    >
      <p className="text-lg">
        Your <strong className="text-primary">{data.planName}</strong> plan is active. {plan.tagline}.
      </p>
      <Figures
        items={[
          { label: 'Monthly text credits', value: plan.monthlyTextCredits },
          { label: 'Monthly audio credits', value: plan.monthlyAudioCredits },
        ]}
      />
      <section className="rounded-lg border border-border p-4 text-left">
        <h2 className="text-xl font-semibold text-foreground">What's next</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {planFeatures(plan).map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
          <li>Your credits are renewed every month and roll over while you use them.</li>
        </ul>
      </section>
      <p className="text-sm text-muted-foreground">
        Account status: <strong className="text-foreground">{data.planName} · Premium</strong> — balance{' '}
        {data.balance.textCredits} text and {data.balance.audioCredits} audio credits.
        {data.alreadyProcessed && ' This subscription was already active on your account.'}
      </p>
    </NoticeCard>
  );
}
