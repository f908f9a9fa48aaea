import { AlertTriangle, CheckCircle2, LayoutDashboard, PenLine, RotateCcw } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PageSpinner } from '#web/components/layout/PageSpinner';
import { Button } from '#web/components/ui/button';
import { NoticeCard } from '#web/components/layout/NoticeCard';
import { Figures } from './Figures';
import { INVALID_SESSION, sessionIdOf, verificationFailureMessage } from './resultParams';
import { useCreditResult } from './usePaymentResult';

function TryAgain() {
  return (
    <Button asChild>
      <Link to="/credits">
        <RotateCcw aria-hidden="true" />
        Try Again
      </Link>
    </Button>
  );
}

export default function CreditSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = sessionIdOf(params);
  const credits = params.get('credits');
  const result = useCreditResult(sessionId && credits ? sessionId : null, params.get('package'), credits);

  if (!sessionId || !credits) {
    return (
      <NoticeCard icon={AlertTriangle} tone="warning" title="Something Went Wrong" actions={<TryAgain />}>
        <p>{INVALID_SESSION}</p>
      </NoticeCard>
    );
  }
  if (result.isPending) return <PageSpinner label="Processing your payment" />;
  if (result.isError) {
    return (
      <NoticeCard icon={AlertTriangle} tone="warning" title="Something Went Wrong" actions={<TryAgain />}>
        <p>{verificationFailureMessage(result.error)}</p>
      </NoticeCard>
    );
  }

  const { data } = result;
  return (
    <NoticeCard
      icon={CheckCircle2}
      tone="success"
      title="Credit Purchase Successful!"
      actions={
        <>
          <Button asChild variant="outline">
            <Link to="/dashboard">
              <LayoutDashboard aria-hidden="true" />
              Go to My Stories
            </Link>
          </Button>
          <Button asChild>
            <Link to="/create">
              <PenLine aria-hidden="true" />
              Create a Story
            </Link>
          </Button>
        </>
      }
    >
      <p>
        {data.alreadyProcessed
          ? 'This purchase was already added to your account.'
          : 'Thank you! Your credits are ready to use.'}
      </p>
      <Figures
        items={[
          { label: 'Text credits added', value: `+${data.credits.text}` },
          { label: 'Audio credits added', value: `+${data.credits.audio}` },
        ]}
      />
      <p className="text-sm text-muted-foreground">
        Your balance: <strong className="text-foreground">{data.balance.textCredits} text</strong> and{' '}
        <strong className="text-foreground">{data.balance.audioCredits} audio</strong> credits. Purchased credits never
        expire.
      </p>
    </NoticeCard>
  );
}
