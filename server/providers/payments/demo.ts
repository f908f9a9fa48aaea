import { randomBytes } from 'node:crypto';
import { InvalidWebhookError, type PaymentProvider } from './port';

/**
 * The default without Stripe keys: charges nothing. Its checkouts exist only in our own table and
 * are confirmed by POST /api/payment/demo/pay; subscriptions are kept entirely on our side.
 */
export function createDemoPayments(): PaymentProvider {
  return {
    name: 'demo',
    demo: true,
    billsRenewals: false,
    async createCheckout() {
      return { id: `demo_cs_${randomBytes(12).toString('hex')}` };
    },
    // Its checkouts live only in Reverie's records, whose status says they expired.
    async expireCheckout() {
      return true;
    },
    async retrieveSession() {
      return undefined;
    },
    parseWebhook() {
      throw new InvalidWebhookError('The demo payment provider sends no webhooks');
    },
    async changeSubscription() {
      return { status: 'applied' };
    },
    async cancelSubscription() {},
  };
}
