import { and, count, eq, gte, like, lt, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '#server/db/client';
import { creditLedger, users } from '#server/db/schema';
import type { LedgerReason } from './ledger';

export interface LedgerEntry {
  userId: string;
  deltaText: number;
  deltaAudio: number;
  reason: LedgerReason;
  reference?: string;
}

/** Records a referenced entry once: false when (reason, reference) was recorded before. */
export async function recordOnce(tx: Executor, entry: LedgerEntry & { reference: string }): Promise<boolean> {
  const [recorded] = await tx
    .insert(creditLedger)
    .values(entry)
    .onConflictDoNothing({ target: [creditLedger.reason, creditLedger.reference] })
    .returning({ id: creditLedger.id });
  return recorded !== undefined;
}

/** Records a discount granted: the money it took off, no credits. False when the account had it before. */
export async function recordDiscount(
  tx: Executor,
  entry: { userId: string; reason: LedgerReason; reference: string; amountCents: number },
): Promise<boolean> {
  const [recorded] = await tx
    .insert(creditLedger)
    .values({ ...entry, deltaText: 0, deltaAudio: 0 })
    .onConflictDoNothing()
    .returning({ id: creditLedger.id });
  return recorded !== undefined;
}

/** Whether the ledger has an entry of this reason for the user. */
export async function hasLedgerEntry(db: Executor, userId: string, reason: LedgerReason): Promise<boolean> {
  const [row] = await db
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, reason)))
    .limit(1);
  return row !== undefined;
}

export async function record(tx: Executor, entry: LedgerEntry): Promise<void> {
  await tx.insert(creditLedger).values(entry);
}

/** Moves a balance unless it would go below zero; undefined when it would. */
export async function moveBalance(
  tx: Executor,
  userId: string,
  text: number,
  audio: number,
): Promise<{ textCredits: number; audioCredits: number } | undefined> {
  const [balance] = await tx
    .update(users)
    .set({ textCredits: sql`${users.textCredits} + ${text}`, audioCredits: sql`${users.audioCredits} + ${audio}` })
    .where(
      and(
        eq(users.id, userId),
        gte(sql`${users.textCredits} + ${text}`, 0),
        gte(sql`${users.audioCredits} + ${audio}`, 0),
      ),
    )
    .returning({ textCredits: users.textCredits, audioCredits: users.audioCredits });
  return balance;
}

/** How many entries of this reason a user has whose reference starts with the prefix. */
export async function countEntries(
  db: Executor,
  userId: string,
  reason: LedgerReason,
  referencePrefix: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.userId, userId),
        eq(creditLedger.reason, reason),
        like(creditLedger.reference, `${referencePrefix}%`),
      ),
    );
  return row?.n ?? 0;
}

export interface UnrefundedCharge {
  userId: string;
  reference: string;
  deltaText: number;
  deltaAudio: number;
}

/** Referenced charges made in [from, to) that no refund of `refundReason` with the same reference follows. */
export async function findUnrefundedCharges(
  db: Executor,
  chargeReason: LedgerReason,
  refundReason: LedgerReason,
  from: Date,
  to: Date,
): Promise<UnrefundedCharge[]> {
  const refund = alias(creditLedger, 'refund');
  const rows = await db
    .select({
      userId: creditLedger.userId,
      reference: creditLedger.reference,
      deltaText: creditLedger.deltaText,
      deltaAudio: creditLedger.deltaAudio,
    })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.reason, chargeReason),
        gte(creditLedger.createdAt, from),
        lt(creditLedger.createdAt, to),
        notExists(
          db
            .select({ one: sql`1` })
            .from(refund)
            .where(and(eq(refund.reason, refundReason), eq(refund.reference, creditLedger.reference))),
        ),
      ),
    );
  return rows.flatMap((row) => (row.reference ? [{ ...row, reference: row.reference }] : []));
}
