import { LOGIN_LOCKOUT } from '#server/security';
import { RetryLaterError } from '#common/errors';
import type { Executor } from '#server/db/client';
import {
  addLoginFailure,
  clearLoginFailures,
  deleteStaleLoginFailures,
  findLoginFailures,
  lockLoginKey,
} from './loginFailures.repo';

/** Who is trying: the account named in the body and the client's address. */
export interface LoginAttempt {
  email: string;
  client: string;
}

const pairKey = ({ email, client }: LoginAttempt) => `pair:${email}|${client}`;
const clientKey = ({ client }: LoginAttempt) => `client:${client}`;

/** How long a key stays locked after its n-th failure: nothing within the free ones, then doubling. */
function lockDelayMs(failures: number, freeFailures: number): number {
  if (failures <= freeFailures) return 0;
  return Math.min(LOGIN_LOCKOUT.firstDelayMs * 2 ** (failures - freeFailures - 1), LOGIN_LOCKOUT.maxDelayMs);
}

/**
 * Refuses an attempt while its (account, client) pair or its client is locked. Both keys carry
 * the client, so failures elsewhere never lock out a client that has not failed.
 */
export async function assertLoginAllowed(db: Executor, attempt: LoginAttempt, now = new Date()): Promise<void> {
  const rows = await findLoginFailures(db, [pairKey(attempt), clientKey(attempt)]);
  const until = Math.max(0, ...rows.map((row) => row.lockedUntil?.getTime() ?? 0));
  if (until > now.getTime()) throw new RetryLaterError(Math.ceil((until - now.getTime()) / 1000));
}

export async function recordLoginFailure(db: Executor, attempt: LoginAttempt, now = new Date()): Promise<void> {
  const forgetBefore = new Date(now.getTime() - LOGIN_LOCKOUT.forgetAfterMs);
  await deleteStaleLoginFailures(db, forgetBefore);
  const keys = [
    { key: pairKey(attempt), free: LOGIN_LOCKOUT.pairFreeFailures },
    { key: clientKey(attempt), free: LOGIN_LOCKOUT.clientFreeFailures },
  ];
  for (const { key, free } of keys) {
    const delay = lockDelayMs(await addLoginFailure(db, key, now, forgetBefore), free);
    if (delay > 0) await lockLoginKey(db, key, new Date(now.getTime() + delay));
  }
}

/** A right password clears its pair; the client's own count stays, so one good account cannot launder a spray. */
export async function recordLoginSuccess(db: Executor, attempt: LoginAttempt): Promise<void> {
  await clearLoginFailures(db, pairKey(attempt));
}
