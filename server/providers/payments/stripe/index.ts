import type { PaymentProvider } from '../port';
import { createStripeClient } from './client';
import { createCheckout } from './createCheckout';
import { parseWebhook } from './parseWebhook';
import { expireCheckout, retrieveSession } from './retrieveSession';
import { cancelSubscription, changeSubscription } from './subscriptions';

export interface StripePaymentsSettings {
  secretKey: string;
  publishableKey?: string;
  webhookSecret?: string;
  apiBase?: string;
}

export function createStripePayments(settings: StripePaymentsSettings): PaymentProvider {
  const stripe = createStripeClient(settings);
  return {
    name: 'stripe',
    demo: false,
    billsRenewals: true,
    publishableKey: settings.publishableKey,
    createCheckout: createCheckout(stripe),
    expireCheckout: expireCheckout(stripe),
    retrieveSession: retrieveSession(stripe),
    parseWebhook: parseWebhook(stripe, settings.webhookSecret),
    changeSubscription: changeSubscription(stripe),
    cancelSubscription: cancelSubscription(stripe),
  };
}
