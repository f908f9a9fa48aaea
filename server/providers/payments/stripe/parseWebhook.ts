import Stripe from 'stripe';
import { InvalidWebhookError, type PaymentEvent } from '../port';
import { idOf } from './client';
import { toProviderSession } from './retrieveSession';

const seconds = (value: number | undefined) => (value === undefined ? undefined : new Date(value * 1000));

function invoiceReason(reason: Stripe.Invoice.BillingReason | null): 'creation' | 'renewal' | 'update' | 'other' {
  if (reason === 'subscription_create') return 'creation';
  if (reason === 'subscription_cycle') return 'renewal';
  if (reason === 'subscription_update') return 'update';
  return 'other';
}

/** Only a paid-up subscription is active: past due, unpaid or incomplete ones wait for their payment. */
function subscriptionStatus(status: Stripe.Subscription.Status): 'active' | 'unpaid' | 'ended' {
  if (status === 'active' || status === 'trialing') return 'active';
  if (status === 'canceled' || status === 'incomplete_expired') return 'ended';
  return 'unpaid';
}

function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const occurredAt = new Date(event.created * 1000);
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = toProviderSession(event.data.object);
      return session.paid ? { type: 'checkout.paid', session } : { type: 'ignored', providerType: event.type };
    }
    case 'invoice.paid': {
      const invoice = event.data.object;
      const details = invoice.parent?.subscription_details;
      const subscriptionId = idOf(details?.subscription);
      if (!invoice.id || !subscriptionId) return { type: 'ignored', providerType: event.type };
      return {
        type: 'invoice.paid',
        invoiceId: invoice.id,
        subscriptionId,
        reason: invoiceReason(invoice.billing_reason),
        periodEnd: seconds(invoice.lines.data[0]?.period.end),
        userId: details?.metadata?.userId,
        plan: details?.metadata?.plan,
      };
    }
    case 'customer.subscription.updated': {
      const subscription = event.data.object;
      return {
        type: 'subscription.updated',
        subscriptionId: subscription.id,
        status: subscriptionStatus(subscription.status),
        cancelAtPeriodEnd: subscription.cancel_at_period_end,
        periodEnd: seconds(subscription.items.data[0]?.current_period_end),
        occurredAt,
      };
    }
    case 'customer.subscription.deleted':
      return { type: 'subscription.deleted', subscriptionId: event.data.object.id, occurredAt };
    default:
      return { type: 'ignored', providerType: event.type };
  }
}

export function parseWebhook(stripe: Stripe, webhookSecret: string | undefined) {
  return (rawBody: string, signatureHeader: string | undefined): PaymentEvent => {
    if (!webhookSecret || !signatureHeader) throw new InvalidWebhookError('Missing webhook signature');
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(rawBody, signatureHeader, webhookSecret);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new InvalidWebhookError(error.message);
      throw error;
    }
    return toPaymentEvent(event);
  };
}
