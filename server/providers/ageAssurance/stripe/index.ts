import Stripe from 'stripe';
import { createStripeClient } from '../../payments/stripe/client';
import { InvalidAgeWebhookError, type AgeAssuranceProvider, type AgeCheckEvent } from '../port';
import { cardCheckOutcome, startCardCheck } from './cardCheck';
import { identityOutcome, startIdentityCheck } from './identity';

export interface StripeAgeAssuranceSettings {
  secretKey: string;
  webhookSecret?: string;
  apiBase?: string;
}

/** Stripe Identity (document and selfie) and a zero-amount credit-card check, confirmed by signed webhooks. */
export function createStripeAgeAssurance(settings: StripeAgeAssuranceSettings): AgeAssuranceProvider {
  const stripe = createStripeClient(settings);
  const identity = startIdentityCheck(stripe);
  const card = startCardCheck(stripe);

  async function outcomeOf(event: Stripe.Event): Promise<AgeCheckEvent> {
    switch (event.type) {
      case 'identity.verification_session.verified':
        return identityOutcome(stripe, event.data.object);
      case 'identity.verification_session.canceled':
        return { type: 'decided', reference: event.data.object.id, adult: false };
      case 'checkout.session.completed':
        return cardCheckOutcome(stripe, event.data.object);
      default:
        return { type: 'ignored', providerType: event.type };
    }
  }

  return {
    name: 'stripe',
    demo: false,
    methods: ['identity', 'card'],
    start: (input) => (input.method === 'identity' ? identity(input) : card(input)),
    async parseWebhook(rawBody, signatureHeader) {
      if (!settings.webhookSecret || !signatureHeader) throw new InvalidAgeWebhookError('Missing webhook signature');
      let event: Stripe.Event;
      try {
        // The signed timestamp must be recent (Stripe's five-minute tolerance): an old delivery replayed is refused.
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, settings.webhookSecret);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
          throw new InvalidAgeWebhookError(error.message);
        }
        throw error;
      }
      return outcomeOf(event);
    },
  };
}
