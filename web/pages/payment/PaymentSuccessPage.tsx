import { AlertTriangle, CheckCircle2, Home, PenLine } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PageSpinner } from '#web/components/layout/PageSpinner';
import { Button } from '#web/components/ui/button';
import { useAuth } from '#web/lib/auth';
import { NoticeCard } from '#web/components/layout/NoticeCard';
import { Figures } from './Figures';
import { INVALID_SESSION, planLetters, sessionIdOf, verificationFailureMessage } from './resultParams';
import { useCreditResult, useSubscriptionResult } from './usePaymentResult';

const VERIFY_LATER = 'There was an issue verifying your payment. Your account will be updated soon.';

function Actions() {
  return (
    <>
      <Button asChild>
        <Link to="/create">
          <PenLine aria-hidden="true" />
          Create Story
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/">
          <Home aria-hidden="true" />
          Home
        </Link>
      </Button>
    </>
  );
}

const NOTHING_TO_CONFIRM =
  'This link carries no payment to confirm, so nothing was added here. Credits and plans are added only once a payment is confirmed.';

/** Whatever the query claims, figures appear only for a session the server has confirmed. */
export default function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const { user } = useAuth();
  const sessionId = params.get('error') ? null : sessionIdOf(params);
  const subscription = params.get('type') === 'subscription';
  const credit = useCreditResult(subscription ? null : sessionId, params.get('package'), params.get('credits'));
  const plan = useSubscriptionResult(subscription ? sessionId : null, planLetters(params.get('plan')));
  const verified = subscription ? plan : credit;
  const demo = params.get('demo') === 'true';

  if (params.get('error')) {
    return (
      <NoticeCard icon={AlertTriangle} tone="warning" title="Payment Successful!" actions={<Actions />}>
        <p>{VERIFY_LATER}</p>
      </NoticeCard>
    );
  }
  if (!sessionId) {
    const known = params.get('success') === 'true' || demo;
    return (
      <NoticeCard
        icon={AlertTriangle}
        tone="warning"
        title={known ? 'Nothing to Confirm' : 'Something Went Wrong'}
        actions={<Actions />}
      >
        <p>{known ? NOTHING_TO_CONFIRM : INVALID_SESSION}</p>
        {known && user && (
          <p className="text-sm text-muted-foreground">
            Your balance: {user.textCredits} text · {user.audioCredits} audio credits.
          </p>
        )}
      </NoticeCard>
    );
  }
  if (verified.isPending) return <PageSpinner label="Verifying your payment" />;
  if (verified.isError) {
    return (
      <NoticeCard icon={AlertTriangle} tone="warning" title="Payment Successful!" actions={<Actions />}>
        <p>{verificationFailureMessage(verified.error)}</p>
      </NoticeCard>
    );
  }

  const { data } = verified;
  const added = credit.data
    ? `+${credit.data.credits.text} text · +${credit.data.credits.audio} audio`
    : (plan.data?.planName ?? '');
  return (
    <NoticeCard icon={CheckCircle2} tone="success" title="Payment Successful!" actions={<Actions />}>
      <p>
        {plan.data
          ? `Thank you! Your ${plan.data.planName} plan is active.`
          : 'Thank you for your purchase. Your credits have been added to your account.'}
        {data.alreadyProcessed && ' This payment had already been processed.'}
      </p>
      <Figures
        items={[
          { label: plan.data ? 'Plan activated' : 'Credits added', value: added },
          { label: 'New balance', value: `${data.balance.textCredits} text · ${data.balance.audioCredits} audio` },
        ]}
      />
      {demo && <p className="text-sm text-muted-foreground">Demo mode — no real charge.</p>}
    </NoticeCard>
  );
}
