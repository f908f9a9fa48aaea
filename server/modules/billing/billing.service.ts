import { CREDIT_PACKS, isPackId, isPlanId, PLANS } from '#common/catalogue/plans';
import { badRequest, conflict, notFound } from '#common/errors';
import type { CheckoutResponse } from '#common/contract';
import { packPrice, planFirstMonthPrice, type Price } from '#common/rules/pricing';
import type { Database } from '#server/db/client';
import { InvalidWebhookError, type CheckoutKind, type PaymentProvider } from '#server/providers/payments/port';
import { isPremiumUser } from '#server/policies/viewer';
import type { UserRow } from '../users/users.repo';
import {
  findCheckoutSession,
  findSubscriptionByUser,
  findOpenCheckouts,
  insertCheckoutSession,
  markCheckoutExpired,
  markCheckoutConfirmed,
  markCheckoutPaid,
  type CheckoutSessionRow,
} from './billing.repo';
import { fulfilCheckout, type Fulfilment } from './fulfilment.service';
import { providerCall } from './providerCall';
import { firstSubscriptionDiscountDue, PAST_DUE_MESSAGE, type ActivationFacts } from './subscriptions.service';
import { onInvoicePaid, onSubscriptionDeleted, onSubscriptionUpdated } from './subscriptionEvents.service';

/** What billing needs: the database, the payment provider and the address buyers come back to. */
export interface BillingDeps {
  db: Database;
  payments: PaymentProvider;
  publicUrl: string;
}

interface Product {
  kind: CheckoutKind;
  id: string;
  name: string;
  price: Price;
  /** What the provider's line item carries: a pack's price, or a plan's monthly price. */
  unitAmountCents: number;
  credits: { text: number; audio: number };
  successPath: string;
}

async function openCheckout(
  deps: BillingDeps,
  user: UserRow,
  product: Product,
  embedded = true,
): Promise<CheckoutResponse> {
  const { payments } = deps;
  // Stripe replaces {CHECKOUT_SESSION_ID} itself; it must stay unencoded.
  const successUrl = `${deps.publicUrl}${product.successPath}&session_id={CHECKOUT_SESSION_ID}`;
  const created = await providerCall(() =>
    payments.createCheckout({
      kind: product.kind,
      productId: product.id,
      productName: product.name,
      amountCents: product.unitAmountCents,
      user: { id: user.id, email: user.email },
      successUrl,
      cancelUrl: `${deps.publicUrl}/payment/cancel`,
      embedded,
      firstMonthDiscount: product.price.discount === 'first_subscription',
    }),
  );
  const recorded = await insertCheckoutSession(deps.db, {
    id: created.id,
    userId: user.id,
    kind: product.kind,
    productId: product.id,
    amountCents: product.price.amountCents,
    discount: product.price.discount,
    discountCents: product.price.listPriceCents - product.price.amountCents,
    provider: payments.name,
  });
  if (!recorded) {
    // Another request opened this account's subscription checkout at the same moment: this one closes.
    await providerCall(() => payments.expireCheckout(created.id));
    throw conflict(CHECKOUT_ALREADY_OPEN);
  }
  return {
    ...created,
    publishableKey: payments.publishableKey,
    demo: payments.demo,
    kind: product.kind,
    productId: product.id,
    productName: product.name,
    ...product.price,
    currency: 'eur',
    textCredits: product.credits.text,
    audioCredits: product.credits.audio,
  };
}

/** A credit pack at the price this user pays (never a price the client sends). */
export async function createCreditCheckout(deps: BillingDeps, user: UserRow, packageId: string, embedded?: boolean) {
  if (!isPackId(packageId)) throw badRequest('Invalid package');
  const pack = CREDIT_PACKS[packageId];
  const price = packPrice(packageId, { premium: isPremiumUser(user) });
  return openCheckout(
    deps,
    user,
    {
      kind: 'credit',
      id: pack.id,
      name: pack.name,
      price,
      unitAmountCents: price.amountCents,
      credits: { text: pack.textCredits, audio: pack.audioCredits },
      successPath: `/payment/credit-success?type=credit&package=${pack.id}&credits=${pack.textCredits}`,
    },
    embedded,
  );
}

/** A paid plan; the first subscription of a user gets its first month at half price. */
const CHECKOUT_ALREADY_OPEN = 'A subscription checkout of yours is already open: finish it, or try again in a moment';

/**
 * An account has one subscription checkout at a time: opening a new one closes the earlier ones
 * with the provider, so only the newest can be paid (and quoted the first-month discount). One
 * paid meanwhile is left to its fulfilment.
 */
async function closeOpenPlanCheckouts(deps: BillingDeps, user: UserRow): Promise<void> {
  for (const open of await findOpenCheckouts(deps.db, user.id, 'subscription')) {
    if (!(await providerCall(() => deps.payments.expireCheckout(open.id)))) throw conflict(CHECKOUT_ALREADY_OPEN);
    await markCheckoutExpired(deps.db, open.id);
  }
}

export async function createPlanCheckout(deps: BillingDeps, user: UserRow, planId: string, embedded?: boolean) {
  if (!isPlanId(planId) || planId === 'free') throw badRequest('Invalid plan');
  const existing = await findSubscriptionByUser(deps.db, user.id);
  if (existing?.status === 'active')
    throw conflict('You already have a subscription. Change your plan from your subscription page.');
  if (existing?.status === 'past_due') throw conflict(PAST_DUE_MESSAGE);
  await closeOpenPlanCheckouts(deps, user);
  const plan = PLANS[planId];
  return openCheckout(
    deps,
    user,
    {
      kind: 'subscription',
      id: plan.id,
      name: plan.name,
      price: planFirstMonthPrice(planId, { firstSubscription: await firstSubscriptionDiscountDue(deps.db, user.id) }),
      unitAmountCents: plan.priceCents,
      credits: { text: plan.monthlyTextCredits, audio: plan.monthlyAudioCredits },
      successPath: `/payment/subscription-success?type=subscription&plan=${plan.id}`,
    },
    embedded,
  );
}

/** The caller's own checkout of that kind; anyone else's looks like no checkout at all. */
async function ownCheckout(
  deps: BillingDeps,
  user: UserRow,
  sessionId: string,
  kind?: CheckoutKind,
): Promise<CheckoutSessionRow> {
  const session = await findCheckoutSession(deps.db, sessionId);
  if (!session || session.userId !== user.id || (kind && session.kind !== kind))
    throw notFound('Payment session not found');
  return session;
}

/** What a result page reports: the fulfilment, and whether an earlier result page had reported it already. */
export interface Confirmation extends Fulfilment {
  alreadyReported: boolean;
}

/**
 * A result page's check: the provider must confirm the payment (the demo provider knows nothing,
 * so only our own record of a demo payment counts); then the one fulfilment path runs. The first
 * page to report the purchase says it was added, even when the webhook or the demo payment added
 * it a moment before; later visits say it was already added.
 */
export async function confirmCheckout(
  deps: BillingDeps,
  user: UserRow,
  sessionId: string,
  kind: CheckoutKind,
): Promise<Confirmation> {
  const session = await ownCheckout(deps, user, sessionId, kind);
  let facts: ActivationFacts = {};
  if (session.status !== 'fulfilled') {
    const confirmed = await providerCall(() => deps.payments.retrieveSession(session.id));
    const paid = confirmed ? confirmed.paid : session.status === 'paid';
    if (!paid) throw conflict('Payment not completed yet: no credits were added.');
    facts = confirmed ?? {};
  }
  const fulfilment = await fulfilCheckout(deps.db, session.id, facts);
  const firstReport = await markCheckoutConfirmed(deps.db, session.id);
  return { ...fulfilment, alreadyReported: !firstReport };
}

/** The demo provider's "card": marks the checkout paid, then fulfils it as a real payment would be. */
export async function payDemoCheckout(
  deps: BillingDeps,
  user: UserRow,
  sessionId: string,
): Promise<CheckoutSessionRow> {
  if (!deps.payments.demo) throw notFound('Demo payments are not available: a card payment provider is configured.');
  const session = await ownCheckout(deps, user, sessionId);
  if (session.status === 'expired') throw conflict('This checkout has expired: a newer one replaced it.');
  await markCheckoutPaid(deps.db, session.id);
  await fulfilCheckout(deps.db, session.id, {});
  return session;
}

/** A signed provider event; a bad signature is a 400 and changes nothing. */
export async function handleWebhook(deps: BillingDeps, rawBody: string, signature: string | undefined): Promise<void> {
  let event;
  try {
    event = deps.payments.parseWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof InvalidWebhookError) throw badRequest('Invalid webhook signature');
    throw error;
  }
  switch (event.type) {
    case 'checkout.paid': {
      const session = await findCheckoutSession(deps.db, event.session.id);
      // Only checkouts we opened, for the user they were opened for.
      if (!session || (event.session.userId && event.session.userId !== session.userId)) return;
      await fulfilCheckout(deps.db, session.id, event.session);
      return;
    }
    case 'invoice.paid':
      return onInvoicePaid(deps.db, event);
    case 'subscription.updated':
      return onSubscriptionUpdated(deps.db, event);
    case 'subscription.deleted':
      return onSubscriptionDeleted(deps.db, event);
    case 'ignored':
      return;
  }
}
