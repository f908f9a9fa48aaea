import type Stripe from 'stripe';
import { FIRST_SUBSCRIPTION_DISCOUNT } from '#common/catalogue/plans';
import type { CreateCheckoutInput, CreatedCheckout } from '../port';

/** One coupon per process: 50 % off a subscription's first invoice. */
function firstMonthCoupon(stripe: Stripe): () => Promise<string> {
  let coupon: Promise<string> | undefined;
  return () => {
    coupon ??= stripe.coupons
      .create({ percent_off: FIRST_SUBSCRIPTION_DISCOUNT * 100, duration: 'once', name: 'First month' })
      .then((c) => c.id);
    coupon.catch(() => {
      coupon = undefined;
    });
    return coupon;
  };
}

export function createCheckout(stripe: Stripe) {
  const coupon = firstMonthCoupon(stripe);
  return async (input: CreateCheckoutInput): Promise<CreatedCheckout> => {
    const subscription = input.kind === 'subscription';
    const metadata = { userId: input.user.id, kind: input.kind, productId: input.productId };
    const session = await stripe.checkout.sessions.create({
      mode: subscription ? 'subscription' : 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'eur',
            unit_amount: input.amountCents,
            product_data: { name: input.productName },
            ...(subscription ? { recurring: { interval: 'month' as const } } : {}),
          },
        },
      ],
      metadata,
      client_reference_id: input.user.id,
      customer_email: input.user.email,
      ...(subscription ? { subscription_data: { metadata: { userId: input.user.id, plan: input.productId } } } : {}),
      ...(input.firstMonthDiscount && subscription ? { discounts: [{ coupon: await coupon() }] } : {}),
      ...(input.embedded
        ? { ui_mode: 'embedded_page' as const, return_url: input.successUrl }
        : { ui_mode: 'hosted_page' as const, success_url: input.successUrl, cancel_url: input.cancelUrl }),
    });
    return { id: session.id, url: session.url ?? undefined, clientSecret: session.client_secret ?? undefined };
  };
}
