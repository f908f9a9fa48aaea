import { useMutation } from '@tanstack/react-query';
import { CreditCard, FlaskConical, Lock } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { CheckoutResponse } from '#common/contract';
import { messageOf } from '#web/api/client';
import { payDemoCheckout, resultPath } from '#web/api/payments';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '#web/components/ui/card';
import { euro } from '#web/lib/price';
import { toast } from '#web/lib/toast';
import { CancelButton } from './CancelButton';

const TEST_CARD = [
  { label: 'Card number', value: '4242 4242 4242 4242', wide: true },
  { label: 'Expiry', value: '12 / 34', wide: false },
  { label: 'CVC', value: '123', wide: false },
];

/** The demo provider's form: a test card that charges nothing; paying takes the real fulfilment path. */
export function DemoPaymentForm({ checkout }: { checkout: CheckoutResponse }) {
  const navigate = useNavigate();
  const pay = useMutation({
    mutationFn: () => payDemoCheckout(checkout.id),
    onSuccess: () => {
      toast({ title: 'Purchase successful' });
      navigate(resultPath(checkout));
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Payment Failed',
        description: messageOf(error, 'There was an issue with your payment. Please try again.'),
      }),
  });

  return (
    <Card>
      <CardHeader>
        <p
          role="note"
          className="inline-flex w-fit items-center gap-2 rounded-full border border-amber-300/40 bg-amber-300/10 px-3 py-1 text-xs font-semibold text-amber-200"
        >
          <FlaskConical className="size-3.5" aria-hidden="true" />
          Demo mode — no real charge
        </p>
        <CardTitle>Payment details</CardTitle>
        <CardDescription>
          No card provider is configured, so this checkout uses a test card. Paying adds exactly what a real payment
          would.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <div className="rounded-xl bg-gradient-to-br from-wine via-plum to-[#4a1642] p-5 shadow-lg shadow-black/40 ring-1 ring-primary/25">
          <div className="flex items-center justify-between text-primary">
            <CreditCard className="size-7" aria-hidden="true" />
            <span className="text-xs font-semibold tracking-[0.3em] uppercase">Test card</span>
          </div>
          <dl className="mt-6 grid grid-cols-2 gap-4">
            {TEST_CARD.map((field) => (
              <div key={field.label} className={field.wide ? 'col-span-2' : undefined}>
                <dt className="text-[0.65rem] tracking-widest text-foreground/60 uppercase">{field.label}</dt>
                <dd className={field.wide ? 'font-mono text-xl tracking-widest' : 'font-mono'}>{field.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </CardContent>
      <CardFooter>
        <Button className="flex-1" onClick={() => pay.mutate()} disabled={pay.isPending || pay.isSuccess}>
          <Lock aria-hidden="true" />
          {pay.isPending ? 'Processing...' : `Pay ${euro(checkout.amountCents)}`}
        </Button>
        <CancelButton />
      </CardFooter>
    </Card>
  );
}
