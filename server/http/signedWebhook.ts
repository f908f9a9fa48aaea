import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { webhookResponseSchema } from '#common/contract';
import { errorResponses } from '#common/errors';

/**
 * A provider's signed events at `url`. The signature covers the exact bytes sent, so the route lives
 * in a scope of its own whose JSON parser keeps the raw text; the rest of the app parses JSON as usual.
 */
export async function registerSignedWebhook(
  root: FastifyInstance,
  url: string,
  handle: (rawBody: string, signature: string | undefined) => Promise<void>,
  config: FastifyContextConfig = {},
) {
  await root.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post(
      url,
      // Anyone may call it: the signature, checked below, says who sent it.
      {
        config: { ...config, auth: 'none' },
        schema: { response: { 200: webhookResponseSchema, ...errorResponses(400) } },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        await handle(
          typeof request.body === 'string' ? request.body : '',
          typeof signature === 'string' ? signature : undefined,
        );
        return { received: true as const };
      },
    );
  });
}
