import { and, eq, gte, sql } from 'drizzle-orm';
import { ApiError } from '#common/errors';
import type { Executor } from '#server/db/client';
import { creditLedger, users } from '#server/db/schema';

export interface CreditChange {
  userId: string;
  text: number;
  audio: number;
  reason: string;
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
  if (change.reference) {
    const [recorded] = await tx
      .insert(creditLedger)
      .values({
        userId: change.userId,
        deltaText: change.text,
        deltaAudio: change.audio,
        reason: change.reason,
        reference: change.reference,
      })
      .onConflictDoNothing({ target: [creditLedger.reason, creditLedger.reference] })
      .returning({ id: creditLedger.id });
    if (!recorded) return { applied: false };
  }
  const [balance] = await tx
    .update(users)
    .set({
      textCredits: sql`${users.textCredits} + ${change.text}`,
      audioCredits: sql`${users.audioCredits} + ${change.audio}`,
    })
    .where(
      and(
        eq(users.id, change.userId),
        gte(sql`${users.textCredits} + ${change.text}`, 0),
        gte(sql`${users.audioCredits} + ${change.audio}`, 0),
      ),
    )
    .returning({ textCredits: users.textCredits, audioCredits: users.audioCredits });
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
  if (!change.reference) {
    await tx
      .insert(creditLedger)
      .values({ userId: change.userId, deltaText: change.text, deltaAudio: change.audio, reason: change.reason });
  }
  return { applied: true, ...balance };
}
