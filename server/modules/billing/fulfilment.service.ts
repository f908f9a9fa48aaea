import { CREDIT_PACKS, type PackId, type PlanId, PLANS } from '#common/catalogue/plans';
import { notFound } from '#common/errors';
import type { Database } from '#server/db/client';
import { changeCredits } from '../credits/credits.service';
import { findUserById } from '../users/users.repo';
import { claimCheckoutFulfilment, findCheckoutSession, type CheckoutSessionRow } from './billing.repo';
import { activateSubscription, type ActivationFacts } from './subscriptions.service';
import { LEDGER_REASONS } from '../credits/ledger';

export interface Fulfilment {
  session: CheckoutSessionRow;
  /** True when this call fulfilled it; false when an earlier one (webhook, page, demo payment) had. */
  fulfilledNow: boolean;
  /** What the purchase adds: the pack's credits, or the plan's first month. */
  granted: { text: number; audio: number };
  balance: { textCredits: number; audioCredits: number };
}

function grantOf(session: CheckoutSessionRow) {
  if (session.kind === 'credit') {
    const pack = CREDIT_PACKS[session.productId as PackId];
    return { text: pack.textCredits, audio: pack.audioCredits };
  }
  const plan = PLANS[session.productId as PlanId];
  return { text: plan.monthlyTextCredits, audio: plan.monthlyAudioCredits };
}

/**
 * THE fulfilment of a paid checkout, whoever reports the payment: the webhook, a result page or
 * the demo payment. The first caller claims the session; every later or concurrent one (and any
 * replay of the same grant, thanks to the ledger's references) changes nothing.
 */
export async function fulfilCheckout(
  db: Database,
  sessionId: string,
  facts: ActivationFacts,
  now = new Date(),
): Promise<Fulfilment> {
  const claimed = await db.transaction(async (tx) => {
    const session = await claimCheckoutFulfilment(tx, sessionId);
    if (!session) return undefined;
    if (session.kind === 'credit') {
      const pack = CREDIT_PACKS[session.productId as PackId];
      await changeCredits(tx, {
        userId: session.userId,
        text: pack.textCredits,
        audio: pack.audioCredits,
        reason: LEDGER_REASONS.creditPack,
        reference: session.id,
      });
    } else {
      await activateSubscription(tx, session, facts, now);
    }
    return session;
  });
  const session = claimed ?? (await findCheckoutSession(db, sessionId));
  if (!session) throw notFound('Payment session not found');
  const user = await findUserById(db, session.userId);
  return {
    session,
    fulfilledNow: Boolean(claimed),
    granted: grantOf(session),
    balance: { textCredits: user?.textCredits ?? 0, audioCredits: user?.audioCredits ?? 0 },
  };
}
