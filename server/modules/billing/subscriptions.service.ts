import { isPlanId, type PlanId, PLANS, planTier } from '#common/catalogue/plans';
import { ApiError, badRequest, conflict } from '#common/errors';
import type { SubscriptionView } from '#common/contract';
import type { Database, Executor } from '#server/db/client';
import type { PaymentProvider } from '#server/providers/payments/port';
import { changeCredits } from '../credits/credits.service';
import { hasLedgerEntry, recordDiscount } from '../credits/credits.repo';
import { isPremiumUser } from '#server/policies/viewer';
import { updateUser, type UserRow } from '../users/users.repo';
import {
  findSubscriptionByUser,
  lockSubscription,
  subscriptionsDueBy,
  updateSubscription,
  upsertSubscription,
  type CheckoutSessionRow,
  type SubscriptionRow,
} from './billing.repo';
import { nextPeriodEnd } from './billingPeriod';
import { providerCall } from './providerCall';
import { LEDGER_REASONS, ledgerReference } from '../credits/ledger';

/** Adds a plan's monthly credits, once per reference (an invoice, or a period we bill ourselves). */
export function grantAllowance(db: Executor, userId: string, plan: PlanId, reference: string) {
  return changeCredits(db, {
    userId,
    text: PLANS[plan].monthlyTextCredits,
    audio: PLANS[plan].monthlyAudioCredits,
    reason: LEDGER_REASONS.planAllowance,
    reference,
  });
}

/**
 * A user's first subscription gets FIRST_SUBSCRIPTION_DISCOUNT off its first month: once per account,
 * ever. The ledger records each one granted, so it says whether this account had it.
 */
export async function firstSubscriptionDiscountDue(db: Executor, userId: string): Promise<boolean> {
  return !(await hasLedgerEntry(db, userId, LEDGER_REASONS.firstSubscriptionDiscount));
}

export interface ActivationFacts {
  subscriptionId?: string;
  customerId?: string;
  /** The subscription's first invoice; its allowance is granted under its id whoever comes first. */
  invoiceId?: string;
}

/** A paid subscription checkout: the plan applies now, with its first month's credits. */
export async function activateSubscription(
  tx: Executor,
  session: CheckoutSessionRow,
  facts: ActivationFacts,
  now: Date,
) {
  const plan = session.productId as PlanId;
  await upsertSubscription(tx, {
    userId: session.userId,
    // A user's row is reused by their next subscription, which starts its own months.
    createdAt: now,
    plan,
    status: 'active',
    provider: session.provider,
    providerSubscriptionId: facts.subscriptionId ?? session.id,
    customerId: facts.customerId ?? null,
    // Refined by the provider's subscription events when it has them.
    currentPeriodEnd: nextPeriodEnd(now, now),
    cancelAtPeriodEnd: false,
    pendingPlan: null,
    upgradingPlan: null,
    upgradeInvoiceId: null,
    syncedAt: null,
  });
  await updateUser(tx, session.userId, { subscription: plan });
  await grantAllowance(tx, session.userId, plan, facts.invoiceId ?? session.id);
  if (session.discount === 'first_subscription') {
    await recordDiscount(tx, {
      userId: session.userId,
      reason: LEDGER_REASONS.firstSubscriptionDiscount,
      reference: session.id,
      amountCents: session.discountCents,
    });
  }
}

/** The subscription ends: the user is back on the free plan. */
export async function endSubscription(tx: Executor, sub: SubscriptionRow, syncedAt: Date | null) {
  await updateSubscription(tx, sub.id, {
    status: 'canceled',
    cancelAtPeriodEnd: false,
    pendingPlan: null,
    upgradingPlan: null,
    upgradeInvoiceId: null,
    syncedAt,
  });
  await updateUser(tx, sub.userId, { subscription: 'free' });
}

/** Applies what was due at the end of the current period; a no-op before then. */
async function settleSubscription(
  db: Database,
  payments: PaymentProvider,
  subscriptionId: string,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const sub = await lockSubscription(tx, subscriptionId);
    if (!sub || sub.status !== 'active' || !sub.currentPeriodEnd || sub.currentPeriodEnd > now) return;
    if (sub.provider === payments.name && payments.billsRenewals) {
      // The provider bills the new period and reports a cancellation itself; the pending downgrade is ours.
      if (sub.pendingPlan) await applyPlan(tx, sub, sub.pendingPlan as PlanId);
      return;
    }
    // Opened with a provider this instance no longer uses: nobody here can bill another period.
    if (sub.provider !== payments.name) return endSubscription(tx, sub, null);
    // Nobody bills this subscription: we renew it, a month at a time, with each month's allowance.
    if (sub.cancelAtPeriodEnd) return endSubscription(tx, sub, null);
    const plan = (sub.pendingPlan ?? sub.plan) as PlanId;
    let periodEnd = sub.currentPeriodEnd;
    while (periodEnd <= now) {
      await grantAllowance(tx, sub.userId, plan, `${sub.providerSubscriptionId}:${periodEnd.toISOString()}`);
      periodEnd = nextPeriodEnd(sub.createdAt, periodEnd);
    }
    await updateSubscription(tx, sub.id, { plan, pendingPlan: null, currentPeriodEnd: periodEnd });
    await updateUser(tx, sub.userId, { subscription: plan });
  });
}

export async function applyPlan(tx: Executor, sub: SubscriptionRow, plan: PlanId) {
  await updateSubscription(tx, sub.id, { plan, pendingPlan: null, cancelAtPeriodEnd: false });
  await updateUser(tx, sub.userId, { subscription: plan });
}

/**
 * An upgrade takes effect: the bigger plan, and the difference of its allowance for this period
 * (the old plan's was already granted), once per subscription, plan and period.
 */
export async function completeUpgrade(tx: Executor, sub: SubscriptionRow, plan: PlanId) {
  const current = PLANS[sub.plan as PlanId];
  const target = PLANS[plan];
  await updateSubscription(tx, sub.id, { plan, pendingPlan: null, upgradingPlan: null, upgradeInvoiceId: null });
  await updateUser(tx, sub.userId, { subscription: plan });
  await changeCredits(tx, {
    userId: sub.userId,
    text: Math.max(0, target.monthlyTextCredits - current.monthlyTextCredits),
    audio: Math.max(0, target.monthlyAudioCredits - current.monthlyAudioCredits),
    reason: LEDGER_REASONS.planUpgrade,
    reference: ledgerReference.planUpgrade(sub.providerSubscriptionId, plan, sub.currentPeriodEnd),
  });
}

/** The hourly sweep: every subscription whose period has ended. */
export async function settleDueSubscriptions(db: Database, payments: PaymentProvider, now = new Date()): Promise<void> {
  for (const sub of await subscriptionsDueBy(db, now)) await settleSubscription(db, payments, sub.id, now);
}

/** The user's subscription with everything due applied. */
export async function currentSubscription(
  db: Database,
  payments: PaymentProvider,
  userId: string,
): Promise<SubscriptionRow | undefined> {
  const sub = await findSubscriptionByUser(db, userId);
  if (!sub) return undefined;
  await settleSubscription(db, payments, sub.id);
  return findSubscriptionByUser(db, userId);
}

export function subscriptionView(
  user: UserRow,
  sub: SubscriptionRow | undefined,
  facts: { demo: boolean; firstSubscriptionDiscount: boolean },
): SubscriptionView {
  const active = sub?.status === 'active';
  const plan = active ? (sub.plan as PlanId) : isPlanId(user.subscription) ? user.subscription : 'free';
  return {
    plan,
    planName: PLANS[plan].name,
    status: sub ? sub.status : 'none',
    isPremium: isPremiumUser(user),
    currentPeriodEnd: active && sub.currentPeriodEnd ? sub.currentPeriodEnd.toISOString() : null,
    cancelAtPeriodEnd: active ? sub.cancelAtPeriodEnd : false,
    pendingPlan: active && sub.pendingPlan && isPlanId(sub.pendingPlan) ? sub.pendingPlan : null,
    upgradingPlan: sub?.upgradingPlan && isPlanId(sub.upgradingPlan) ? sub.upgradingPlan : null,
    firstSubscriptionDiscount: facts.firstSubscriptionDiscount,
    demo: facts.demo,
  };
}

export const PAST_DUE_MESSAGE =
  "Your subscription's last payment did not go through: update your card, and your plan resumes once it is paid.";

/** The subscription a plan change acts on: paid up (`active`), or only not ended for a cancellation. */
function requireActive(sub: SubscriptionRow | undefined, allowPastDue = false): SubscriptionRow {
  if (sub?.status === 'past_due' && !allowPastDue) throw conflict(PAST_DUE_MESSAGE);
  if (!sub || sub.status === 'canceled')
    throw conflict('You have no active subscription. Choose a plan to subscribe first.');
  return sub;
}

const periodEndText = (sub: SubscriptionRow) =>
  sub.currentPeriodEnd ? sub.currentPeriodEnd.toISOString().slice(0, 10) : 'the end of the period';

/**
 * The user's active subscription, locked for the rest of the transaction: plan changes and
 * cancellations run one at a time per subscription, so parallel requests end as sequential ones.
 */
async function withLockedSubscription<T>(
  db: Database,
  payments: PaymentProvider,
  userId: string,
  work: (tx: Executor, sub: SubscriptionRow) => Promise<T>,
  allowPastDue = false,
): Promise<T> {
  const found = requireActive(await currentSubscription(db, payments, userId), allowPastDue);
  return db.transaction(async (tx) => work(tx, requireActive(await lockSubscription(tx, found.id), allowPastDue)));
}

/** Cancelling keeps the plan until the period ends. */
export async function cancelPlan(db: Database, payments: PaymentProvider, userId: string): Promise<string> {
  return withLockedSubscription(
    db,
    payments,
    userId,
    async (tx, sub) => {
      if (!sub.cancelAtPeriodEnd) {
        await providerCall(() => payments.cancelSubscription(sub.providerSubscriptionId, { atPeriodEnd: true }));
        await updateSubscription(tx, sub.id, { cancelAtPeriodEnd: true, pendingPlan: null });
      }
      return `Your subscription is cancelled. You keep ${PLANS[sub.plan as PlanId].name} until ${periodEndText(sub)}.`;
    },
    true,
  );
}

/**
 * Before an account is deleted: its paid subscription stops at once, so nobody is billed for an
 * account that no longer exists. A provider failure stops the deletion (502), nothing removed.
 */
export async function cancelSubscriptionOfDeletedAccount(
  db: Database,
  payments: PaymentProvider,
  userId: string,
): Promise<void> {
  const sub = await currentSubscription(db, payments, userId);
  if (!sub || sub.status === 'canceled') return;
  await providerCall(() => payments.cancelSubscription(sub.providerSubscriptionId, { atPeriodEnd: false }));
}

/**
 * Upgrades apply with the extra credits of the bigger plan once paid: at once without a charge to
 * wait for, otherwise when the provider reports the upgrade's invoice paid. Downgrades wait for the
 * period's end.
 */
export async function changePlan(
  db: Database,
  payments: PaymentProvider,
  userId: string,
  requested: string,
): Promise<string> {
  if (!isPlanId(requested)) throw badRequest('Invalid plan');
  if (requested === 'free') return cancelPlan(db, payments, userId);
  return withLockedSubscription(db, payments, userId, async (tx, sub) => {
    const current = sub.plan as PlanId;
    const target = PLANS[requested];
    if (sub.upgradingPlan) {
      const upgrading = PLANS[sub.upgradingPlan as PlanId].name;
      throw conflict(`Your upgrade to ${upgrading} is waiting for its payment to be confirmed. Try again in a moment.`);
    }

    if (requested === current) {
      if (!sub.pendingPlan && !sub.cancelAtPeriodEnd) throw conflict('This plan is already active.');
      await providerCall(() => payments.changeSubscription(sub.providerSubscriptionId, target, { atPeriodEnd: true }));
      await updateSubscription(tx, sub.id, { pendingPlan: null, cancelAtPeriodEnd: false });
      return `Your ${target.name} plan continues.`;
    }

    if (planTier(requested) < planTier(current)) {
      await providerCall(() => payments.changeSubscription(sub.providerSubscriptionId, target, { atPeriodEnd: true }));
      await updateSubscription(tx, sub.id, { pendingPlan: requested, cancelAtPeriodEnd: false });
      return `Your plan changes to ${target.name} on ${periodEndText(sub)}.`;
    }

    const outcome = await providerCall(() =>
      payments.changeSubscription(sub.providerSubscriptionId, target, { atPeriodEnd: false }),
    );
    if (outcome.status === 'declined') {
      throw new ApiError(
        'PAYMENT_DECLINED',
        `Your card was declined: you stay on ${PLANS[current].name} and no credits were added. Update your card and try again.`,
      );
    }
    if (outcome.status === 'invoiced') {
      // The provider applied the change and withdrew any cancellation; the plan follows its invoice.
      await updateSubscription(tx, sub.id, {
        upgradingPlan: requested,
        upgradeInvoiceId: outcome.invoiceId,
        pendingPlan: null,
        cancelAtPeriodEnd: false,
      });
      return `Your payment for ${target.name} was accepted: the plan and its extra credits arrive as soon as the payment is confirmed.`;
    }
    await updateSubscription(tx, sub.id, { cancelAtPeriodEnd: false });
    await completeUpgrade(tx, sub, requested);
    return `Upgraded to ${target.name}: its extra credits are in your balance now.`;
  });
}
