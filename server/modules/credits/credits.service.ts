import { ApiError } from '#common/errors';
import type { Executor } from '#server/db/client';
import { moveBalance, record, recordOnce } from './credits.repo';
import type { LedgerReason } from './ledger';

export interface CreditChange {
  userId: string;
  text: number;
  audio: number;
  reason: LedgerReason;
  /** Makes the change happen once: a second change with the same reason and reference is ignored. */
  reference?: string;
}

export type CreditChangeResult = { applied: true; textCredits: number; audioCredits: number } | { applied: false };

/**
 * Moves credits through the ledger: the row and the balance change together (run it inside a
 * transaction with the work it pays for, so both commit or neither does). A debit that would take a balance below zero throws
 * 402 and changes nothing; a repeated (reason, reference) is a no-op.
 */
export function changeCredits(db: Executor, change: CreditChange): Promise<CreditChangeResult> {
  // Inside a caller's transaction this is a savepoint; alone, its own transaction.
  return db.transaction((tx) => applyChange(tx, change));
}

async function applyChange(tx: Executor, change: CreditChange): Promise<CreditChangeResult> {
  const entry = { userId: change.userId, deltaText: change.text, deltaAudio: change.audio, reason: change.reason };
  if (change.reference && !(await recordOnce(tx, { ...entry, reference: change.reference }))) return { applied: false };
  const balance = await moveBalance(tx, change.userId, change.text, change.audio);
  if (!balance) {
    // Throwing rolls back the ledger row written above.
    throw change.text < 0
      ? new ApiError(
          'INSUFFICIENT_CREDITS',
          `Insufficient text credits: this needs ${-change.text} text credit${change.text === -1 ? '' : 's'}.`,
        )
      : new ApiError(
          'INSUFFICIENT_CREDITS',
          `Insufficient audio credits: this needs ${-change.audio} audio credit${change.audio === -1 ? '' : 's'}.`,
        );
  }
  if (!change.reference) await record(tx, entry);
  return { applied: true, ...balance };
}
