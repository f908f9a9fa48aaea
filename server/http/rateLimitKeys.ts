import { createHash } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/** The client's IP, its /64 for IPv6 (one household's addresses count together). */
export const clientIp = (request: FastifyRequest) => normalizeIP(request.ip);

/**
 * Per-account limits count by the validated (lower-cased) email the body names, hashed: the counters
 * may live in a shared Redis, which has no business holding addresses.
 */
export function accountKey(request: FastifyRequest): string {
  const email = (request.body as { email: string }).email;
  return `account:${createHash('sha256').update(email).digest('hex')}`;
}
