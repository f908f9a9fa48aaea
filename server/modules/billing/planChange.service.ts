import type { PlanChangeResponse, SubscriptionView } from '#common/contract';
import type { Database } from '#server/db/client';
import type { PaymentProvider } from '#server/providers/payments/port';
import { findUserById, type UserRow } from '../users/users.repo';
import { currentSubscription, subscriptionView } from './subscriptions.service';

/** The /subscription page's view of the user's plan. */
export async function subscriptionFor(
  db: Database,
  payments: PaymentProvider,
  user: UserRow,
): Promise<SubscriptionView> {
  return subscriptionView(user, await currentSubscription(db, payments, user.id), payments.demo);
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
