import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { IDEMPOTENCY } from '#server/security';
import type { Executor } from '#server/db/client';
import { idempotencyKeys } from '#server/db/schema';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;
export interface KeyRef {
  userId: string;
  key: string;
}
export interface StoredAnswer {
  status: number;
  body: string;
  contentType: string | null;
}

const byRef = (ref: KeyRef) => and(eq(idempotencyKeys.userId, ref.userId), eq(idempotencyKeys.key, ref.key));

/** Claims a key for a request about to run; false when someone holds it already. */
export async function claimKey(db: Executor, ref: KeyRef, fingerprint: string): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values({ ...ref, fingerprint })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

export async function findKey(db: Executor, ref: KeyRef): Promise<IdempotencyRow | undefined> {
  const [row] = await db.select().from(idempotencyKeys).where(byRef(ref)).limit(1);
  return row;
}

/** Frees a key whose answer expired, or whose claim was left unanswered since `abandonedBefore`. */
export async function dropStaleKey(db: Executor, ref: KeyRef, expiredBefore: Date, abandonedBefore: Date) {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        byRef(ref),
        or(
          lt(idempotencyKeys.createdAt, expiredBefore),
          and(isNull(idempotencyKeys.responseStatus), lt(idempotencyKeys.createdAt, abandonedBefore)),
        ),
      ),
    );
}

/**
 * Keeps the answer's status and digest, and its body for replays only when it is small and the
 * account's kept bodies stay within IDEMPOTENCY.replayBytesPerAccount.
 */
export async function storeAnswer(db: Executor, ref: KeyRef, answer: StoredAnswer) {
  const bytes = Buffer.byteLength(answer.body);
  const keptBytes = sql`(select coalesce(sum(octet_length(k.response_body)), 0) from ${idempotencyKeys} k where k.user_id = ${ref.userId})`;
  const body =
    bytes <= IDEMPOTENCY.replayBodyMaxBytes
      ? sql`case when ${keptBytes} + ${bytes} <= ${IDEMPOTENCY.replayBytesPerAccount} then ${answer.body} end`
      : null;
  await db
    .update(idempotencyKeys)
    .set({
      responseStatus: answer.status,
      responseDigest: createHash('sha256').update(answer.body).digest('base64url'),
      responseBody: body,
      responseContentType: answer.contentType,
    })
    .where(and(byRef(ref), isNull(idempotencyKeys.responseStatus)));
}

/** Gives an unanswered claim up, so a repeat of the request runs afresh. */
export async function releaseKey(db: Executor, ref: KeyRef) {
  await db.delete(idempotencyKeys).where(and(byRef(ref), isNull(idempotencyKeys.responseStatus)));
}

export async function deleteKeysCreatedBefore(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
