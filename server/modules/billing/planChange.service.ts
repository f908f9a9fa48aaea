import type { PlanChangeResponse, SubscriptionView } from '#common/contract';
import type { Database } from '#server/db/client';
import type { PaymentProvider } from '#server/providers/payments/port';
import { findUserById, type UserRow } from '../users/users.repo';
import { currentSubscription, firstSubscriptionDiscountDue, subscriptionView } from './subscriptions.service';

/** The /subscription page's view of the user's plan. */
export async function subscriptionFor(
  db: Database,
  payments: PaymentProvider,
  user: UserRow,
): Promise<SubscriptionView> {
  const [sub, firstSubscriptionDiscount] = await Promise.all([
    currentSubscription(db, payments, user.id),
    firstSubscriptionDiscountDue(db, user.id),
  ]);
  return subscriptionView(user, sub, { demo: payments.demo, firstSubscriptionDiscount });
}

/** The answer to a plan change: the plan and the balance as they stand after it. */
export async function planChangeResult(
  db: Database,
  payments: PaymentProvider,
  user: UserRow,
  message: string,
): Promise<PlanChangeResponse> {
  const fresh = (await findUserById(db, user.id)) ?? user;
  return {
    success: true,
    message,
    subscription: await subscriptionFor(db, payments, fresh),
    balance: { textCredits: fresh.textCredits, audioCredits: fresh.audioCredits },
  };
}
