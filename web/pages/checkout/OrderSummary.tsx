import { Coins, Crown } from 'lucide-react';
import { FIRST_SUBSCRIPTION_DISCOUNT, PREMIUM_PACK_DISCOUNT } from '#common/catalogue/plans';
import type { CheckoutResponse } from '#common/contract';
import { PriceTag } from '#web/components/price/PriceTag';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { euro, percent } from '#web/lib/price';

const discountLine = {
  premium: `Premium member discount (${percent(PREMIUM_PACK_DISCOUNT)} off)`,
  first_subscription: `First month ${percent(FIRST_SUBSCRIPTION_DISCOUNT)} off — your first premium upgrade`,
};

export function OrderSummary({ checkout }: { checkout: CheckoutResponse }) {
  const subscription = checkout.kind === 'subscription';
  const Icon = subscription ? Crown : Coins;
  const saved = checkout.listPriceCents - checkout.amountCents;
  return (
    <Card>
      <CardHeader>
        <p className="text-xs font-semibold tracking-[0.25em] text-primary uppercase">
          {subscription ? 'Monthly plan' : 'Credit pack'}
        </p>
        <CardTitle className="flex items-center gap-2 text-3xl">
          <Icon className="size-6 text-primary" aria-hidden="true" />
          {subscription ? `${checkout.productName} plan` : checkout.productName}
        </CardTitle>
        <CardDescription>
          {checkout.textCredits} text credits and {checkout.audioCredits} audio credits
          {subscription ? ' every month' : ', which never expire'}.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <PriceTag
          price={checkout}
          suffix={subscription ? (checkout.discount ? 'first month' : '/month') : 'one-time'}
        />
        <dl className="space-y-2 border-t border-border pt-4 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{subscription ? 'Monthly price' : 'Price'}</dt>
            <dd>{euro(checkout.listPriceCents)}</dd>
          </div>
          {checkout.discount && (
            <div className="flex justify-between gap-4 text-emerald-300">
              <dt>{discountLine[checkout.discount]}</dt>
              <dd>−{euro(saved)}</dd>
            </div>
          )}
          <div className="flex justify-between gap-4 border-t border-border pt-2 text-base font-semibold">
            <dt>Total today</dt>
            <dd data-testid="checkout-total">{euro(checkout.amountCents)}</dd>
          </div>
          {subscription && (
            <p className="text-xs text-muted-foreground">
              Then {euro(checkout.listPriceCents)} a month. Cancel any time: you keep your plan until the end of the
              period.
            </p>
          )}
        </dl>
      </CardContent>
    </Card>
  );
}
