import type { FastifyInstance } from 'fastify';
import { registerSignedWebhook } from '#server/http/signedWebhook';
import { handleWebhook, type BillingDeps } from './billing.service';

/** The payment provider's signed events. */
export async function registerWebhookRoute(root: FastifyInstance, billing: BillingDeps) {
  await registerSignedWebhook(
    root,
    '/api/payment/webhook',
    (rawBody, signature) => handleWebhook(billing, rawBody, signature),
    { readCache: 'ownAccount' },
  );
}
