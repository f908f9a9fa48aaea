import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { webhookResponseSchema } from '#common/contract';
import { errorBodySchema } from '#common/errors';
import { signedBody, withRawJsonBody } from '#server/http/rawJsonBody';
import { handleWebhook, type BillingDeps } from './billing.service';

/** The provider's signed events; the signature covers the exact bytes sent. */
export async function registerWebhookRoute(root: FastifyInstance, billing: BillingDeps) {
  await withRawJsonBody(root, (scope) =>
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/payment/webhook',
        { schema: { response: { 200: webhookResponseSchema, 400: errorBodySchema } } },
        async (request) => {
          const { rawBody, signature } = signedBody(request);
          await handleWebhook(billing, rawBody, signature);
          return { received: true as const };
        },
      ),
  );
}
