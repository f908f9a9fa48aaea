import Stripe from 'stripe';
import type { CheckoutKind, ProviderSession } from '../port';
import { idOf } from './client';

/** Our view of a Stripe Checkout Session (a free first month counts as paid). */
export function toProviderSession(session: Stripe.Checkout.Session): ProviderSession {
  const kind = session.metadata?.kind;
  return {
    id: session.id,
    paid:
      session.status === 'complete' &&
      (session.payment_status === 'paid' || session.payment_status === 'no_payment_required'),
    kind: kind === 'credit' || kind === 'subscription' ? (kind as CheckoutKind) : undefined,
    productId: session.metadata?.productId,
    userId: session.metadata?.userId,
    amountCents: session.amount_total ?? undefined,
    subscriptionId: idOf(session.subscription),
    customerId: idOf(session.customer),
    invoiceId: idOf(session.invoice),
  };
}

/** Stripe refuses to expire a completed session (400); an already expired one stays expired. */
export function expireCheckout(stripe: Stripe) {
  return async (id: string): Promise<boolean> => {
    try {
      await stripe.checkout.sessions.expire(id);
      return true;
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      const session = await stripe.checkout.sessions.retrieve(id);
      return session.status === 'expired';
    }
  };
}

export function retrieveSession(stripe: Stripe) {
  return async (id: string): Promise<ProviderSession | undefined> => {
    try {
      return toProviderSession(await stripe.checkout.sessions.retrieve(id));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return undefined;
      throw error;
    }
  };
}
