import type { FastifyRequest } from 'fastify';

/** Per-account limits count by the validated (lower-cased) email the body names. */
export function accountKey(request: FastifyRequest): string {
  return `account:${(request.body as { email: string }).email}`;
}
