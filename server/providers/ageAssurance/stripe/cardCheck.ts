import type Stripe from 'stripe';
import { idOf } from '../../payments/stripe/client';
import type { AgeCheckEvent, StartAgeCheckInput, StartedAgeCheck } from '../port';

/** Marks our Checkout Sessions in setup mode, so a payment's session is never taken for an age check. */
const AGE_CHECK_PURPOSE = 'age_check';

/**
 * A zero-amount card check: a Checkout Session in setup mode saves a card without charging it, and
 * Stripe authorises it with the issuer. Only a credit card counts, as UK guidance accepts: issuers
 * lend only to adults, while debit cards are issued to children.
 */
export function startCardCheck(stripe: Stripe) {
  return async (input: StartAgeCheckInput): Promise<StartedAgeCheck> => {
    const metadata = { purpose: AGE_CHECK_PURPOSE, verificationId: input.verificationId, userId: input.userId };
    const session = await stripe.checkout.sessions.create({
      mode: 'setup',
      currency: 'eur',
      allowed_payment_method_types: ['card'],
      client_reference_id: input.verificationId,
      metadata,
      setup_intent_data: { metadata },
      success_url: input.returnUrl,
      cancel_url: input.returnUrl,
    });
    if (!session.url) throw new Error('Stripe returned no address for the card check');
    return { reference: session.id, url: session.url };
  };
}

/** The verdict of a completed setup-mode session: the card it saved, and whether it is a credit card. */
export async function cardCheckOutcome(stripe: Stripe, session: Stripe.Checkout.Session): Promise<AgeCheckEvent> {
  const setupIntentId = idOf(session.setup_intent);
  if (session.mode !== 'setup' || session.metadata?.purpose !== AGE_CHECK_PURPOSE || !setupIntentId) {
    return { type: 'ignored', providerType: 'checkout.session.completed' };
  }
  const intent = await stripe.setupIntents.retrieve(setupIntentId, { expand: ['payment_method'] });
  const method = typeof intent.payment_method === 'object' ? intent.payment_method : null;
  const adult = intent.status === 'succeeded' && method?.card?.funding === 'credit';
  return { type: 'decided', reference: session.id, verificationId: session.metadata.verificationId, adult };
}
