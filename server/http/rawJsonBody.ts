import type { FastifyInstance } from 'fastify';

/**
 * Registers routes whose JSON body arrives as the exact text sent (a provider's signature covers
 * those bytes), in a scope of their own: the rest of the app parses JSON as usual.
 */
export async function withRawJsonBody(root: FastifyInstance, register: (scope: FastifyInstance) => void) {
  await root.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    register(scope);
  });
}

/** The raw body of such a route and its `stripe-signature` header. */
export function signedBody(request: { body: unknown; headers: Record<string, string | string[] | undefined> }) {
  const signature = request.headers['stripe-signature'];
  return {
    rawBody: typeof request.body === 'string' ? request.body : '',
    signature: typeof signature === 'string' ? signature : undefined,
  };
}
