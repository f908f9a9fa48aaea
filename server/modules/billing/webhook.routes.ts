import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { webhookResponseSchema } from '#common/contract';
import { errorBodySchema } from '#common/errors';
import { handleWebhook, type BillingDeps } from './billing.service';

/**
 * The provider's signed events. The signature covers the exact bytes sent, so this route lives in
 * its own plugin whose JSON parser keeps the raw text; the rest of the app parses JSON as usual.
 */
export async function registerWebhookRoute(root: FastifyInstance, billing: BillingDeps) {
  await root.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/payment/webhook',
        { schema: { response: { 200: webhookResponseSchema, 400: errorBodySchema } } },
        async (request) => {
          const signature = request.headers['stripe-signature'];
          await handleWebhook(
            billing,
            typeof request.body === 'string' ? request.body : '',
            typeof signature === 'string' ? signature : undefined,
          );
          return { received: true as const };
        },
      );
  });
}
