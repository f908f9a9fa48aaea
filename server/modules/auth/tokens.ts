import { createHash, randomBytes } from 'node:crypto';

/** An opaque session token: 256 random bits, URL-safe. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Sessions are looked up by this digest; the token itself is never stored. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
