import { setTimeout as sleep } from 'node:timers/promises';
import { IDEMPOTENCY } from '#server/security';
import { ApiError } from '#common/errors';
import type { Database } from '#server/db/client';
import {
  claimKey,
  deleteKeysCreatedBefore,
  dropStaleKey,
  findKey,
  releaseKey,
  storeAnswer,
  type KeyRef,
  type StoredAnswer,
} from './idempotency.repo';

export type { KeyRef, StoredAnswer };

/** The request runs (and must later `finish` or `release`), or its first answer is sent again. */
export type Admission = { kind: 'run' } | { kind: 'replay'; answer: StoredAnswer };

const KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for a different request';
const IN_PROGRESS_MESSAGE = 'A request with this Idempotency-Key is still being processed. Please try again.';
const NOT_KEPT_MESSAGE =
  'This request was already done with this Idempotency-Key, and its answer was too large to keep: reload to see the result.';

/**
 * The IETF Idempotency-Key semantics: the first request with a key runs; a repeat with the same
 * fingerprint gets the first answer (waiting while the first still runs); another fingerprint is 422.
 */
export async function admit(db: Database, ref: KeyRef, fingerprint: string): Promise<Admission> {
  const deadline = Date.now() + IDEMPOTENCY.waitMs;
  for (;;) {
    const now = Date.now();
    await dropStaleKey(db, ref, new Date(now - IDEMPOTENCY.ttlMs), new Date(now - IDEMPOTENCY.abandonedAfterMs));
    if (await claimKey(db, ref, fingerprint)) return { kind: 'run' };
    const row = await findKey(db, ref);
    if (row) {
      if (row.fingerprint !== fingerprint) throw new ApiError('IDEMPOTENCY_KEY_REUSED', KEY_REUSED_MESSAGE);
      if (row.responseStatus !== null) {
        if (row.responseBody === null) throw new ApiError('IDEMPOTENCY_ANSWER_NOT_KEPT', NOT_KEPT_MESSAGE);
        return {
          kind: 'replay',
          answer: { status: row.responseStatus, body: row.responseBody, contentType: row.responseContentType },
        };
      }
    }
    if (Date.now() >= deadline) throw new ApiError('IDEMPOTENCY_IN_PROGRESS', IN_PROGRESS_MESSAGE);
    // The first request is still running, or has just released its key: look again shortly.
    if (row) await sleep(IDEMPOTENCY.pollMs);
  }
}

export function finish(db: Database, ref: KeyRef, answer: StoredAnswer): Promise<void> {
  return storeAnswer(db, ref, answer);
}

export function release(db: Database, ref: KeyRef): Promise<void> {
  return releaseKey(db, ref);
}

export function deleteExpiredKeys(db: Database): Promise<number> {
  return deleteKeysCreatedBefore(db, new Date(Date.now() - IDEMPOTENCY.ttlMs));
}
