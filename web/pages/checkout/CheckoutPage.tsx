import { ArrowLeft, LoaderCircle, RotateCcw, ShieldAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { CheckoutResponse } from '#common/contract';
import type { CheckoutKind } from '#web/api/payments';
import { NoticeCard } from '#web/components/layout/NoticeCard';
import { PageSpinner } from '#web/components/layout/PageSpinner';
import { Button } from '#web/components/ui/button';
import { toast } from '#web/lib/toast';
import { DemoPaymentForm } from './DemoPaymentForm';
import { OrderSummary } from './OrderSummary';
import { checkoutTarget } from './checkoutTarget';
import { initFailureMessage, useCheckoutSession } from './useCheckoutSession';

function GoBack() {
  const navigate = useNavigate();
  return (
    <Button variant="outline" onClick={() => navigate(-1)}>
      <ArrowLeft aria-hidden="true" />
      Go Back
    </Button>
  );
}

/** The card provider's hosted page: the browser leaves for it and comes back to a result page. */
function HostedRedirect({ url }: { url: string }) {
  useEffect(() => window.location.assign(url), [url]);
  return (
    <p role="status" className="flex items-center gap-2 text-muted-foreground">
      <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
      Redirecting to secure checkout…
    </p>
  );
}

function PaymentForm({ checkout }: { checkout: CheckoutResponse }) {
  if (checkout.demo) return <DemoPaymentForm checkout={checkout} />;
  if (checkout.url) return <HostedRedirect url={checkout.url} />;
  return (
    <NoticeCard icon={ShieldAlert} title="Payment unavailable" actions={<GoBack />}>
      Payment system is unavailable. Please try again later.
    </NoticeCard>
  );
}

function Checkout({ kind, id }: { kind: CheckoutKind; id: string }) {
  const session = useCheckoutSession(kind, id);
  if (session.isPending) return <PageSpinner label="Preparing your checkout" />;
  if (session.isError) {
    return (
      <NoticeCard
        icon={ShieldAlert}
        title={kind === 'credit' ? 'Payment Error' : 'Subscription Error'}
        actions={
          <>
            <Button onClick={() => void session.refetch()}>
              <RotateCcw aria-hidden="true" />
              Try Again
            </Button>
            <GoBack />
          </>
        }
      >
        {initFailureMessage(kind, session.error)}
      </NoticeCard>
    );
  }
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <p className="text-xs font-semibold tracking-[0.25em] text-primary uppercase">Secure checkout</p>
      <h1 className="mt-2 text-5xl font-semibold">Checkout</h1>
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-2">
        <OrderSummary checkout={session.data} />
        <PaymentForm checkout={session.data} />
      </div>
    </div>
  );
}

export default function CheckoutPage() {
  const { type, id } = useParams();
  const navigate = useNavigate();
  const target = checkoutTarget(type, id);
  const refusal = target.ok ? null : target.toast;
  const redirect = target.ok ? null : target.redirect;

  useEffect(() => {
    if (!refusal || !redirect) return;
    toast({ variant: 'destructive', title: refusal });
    navigate(redirect, { replace: true });
  }, [refusal, redirect, navigate]);

  return target.ok ? <Checkout key={`${target.kind}/${target.id}`} kind={target.kind} id={target.id} /> : null;
}
