export type CheckoutKind = 'credit' | 'subscription';

export interface CreateCheckoutInput {
  kind: CheckoutKind;
  /** A pack id or a plan id. */
  productId: string;
  productName: string;
  /** A pack's price, or a plan's monthly price (before any first-month discount), in euro cents. */
  amountCents: number;
  user: { id: string; email: string };
  /** Where the provider sends the buyer after paying; may hold `{CHECKOUT_SESSION_ID}`. */
  successUrl: string;
  cancelUrl: string;
  /** An embedded form (client secret) rather than a redirect to the provider's page. */
  embedded: boolean;
  /** Take FIRST_SUBSCRIPTION_DISCOUNT off the first month. */
  firstMonthDiscount: boolean;
}

export interface CreatedCheckout {
  id: string;
  url?: string;
  clientSecret?: string;
}

/** A checkout as the provider knows it. */
export interface ProviderSession {
  id: string;
  paid: boolean;
  kind?: CheckoutKind;
  productId?: string;
  userId?: string;
  amountCents?: number;
  subscriptionId?: string;
  customerId?: string;
  /** The first invoice of a subscription checkout: its allowance is granted under this id. */
  invoiceId?: string;
}

export type PaymentEvent =
  | { type: 'checkout.paid'; session: ProviderSession }
  | {
      type: 'invoice.paid';
      invoiceId: string;
      subscriptionId: string;
      /** A subscription's creation and its renewals grant an allowance; a plan change's invoice applies an upgrade. */
      reason: 'creation' | 'renewal' | 'update' | 'other';
      periodEnd?: Date;
      /** From the subscription's metadata, for an invoice that arrives before its checkout. */
      userId?: string;
      plan?: string;
    }
  | {
      type: 'subscription.updated';
      subscriptionId: string;
      /** `unpaid`: a payment is due and not collected (past due); `ended`: the subscription is over. */
      status: 'active' | 'unpaid' | 'ended';
      cancelAtPeriodEnd: boolean;
      periodEnd?: Date;
      occurredAt: Date;
    }
  | { type: 'subscription.deleted'; subscriptionId: string; occurredAt: Date }
  | { type: 'ignored'; providerType: string };

/**
 * What became of a plan change: `applied` (nothing to pay now), `invoiced` (the provider charged the
 * change: it applies when that invoice is reported paid) or `declined` (the payment failed and the
 * provider keeps nothing of the change).
 */
export type PlanChangeOutcome =
  { status: 'applied' } | { status: 'invoiced'; invoiceId: string } | { status: 'declined' };

/** Thrown by parseWebhook when the signature does not match the payload. */
export class InvalidWebhookError extends Error {}

/** A card payment provider. It never sees the database. */
export interface PaymentProvider {
  name: string;
  /** True for the built-in provider that charges nothing. */
  demo: boolean;
  /**
   * Whether the provider bills each new period of its subscriptions and reports their end itself.
   * When it does not (the demo provider), Reverie renews them, a month at a time, on its own.
   */
  billsRenewals: boolean;
  publishableKey?: string;
  createCheckout(input: CreateCheckoutInput): Promise<CreatedCheckout>;
  /**
   * Closes a checkout nobody has paid, so it can no longer be paid. Answers false when it cannot
   * be closed because it was completed meanwhile.
   */
  expireCheckout(id: string): Promise<boolean>;
  /** The provider's view of a checkout, or undefined when it does not know it. */
  retrieveSession(id: string): Promise<ProviderSession | undefined>;
  parseWebhook(rawBody: string, signatureHeader: string | undefined): PaymentEvent;
  /**
   * Moves a subscription to a plan: billed at once (only if that payment succeeds), or from the next
   * period. Also withdraws a scheduled cancellation.
   */
  changeSubscription(
    subscriptionId: string,
    plan: { id: string; name: string; priceCents: number },
    options: { atPeriodEnd: boolean },
  ): Promise<PlanChangeOutcome>;
  /** At the period's end (the user cancels), or at once (the account is deleted). */
  cancelSubscription(subscriptionId: string, options: { atPeriodEnd: boolean }): Promise<void>;
}
