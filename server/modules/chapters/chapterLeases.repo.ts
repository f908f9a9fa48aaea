import { and, asc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { chapters } from '#server/db/schema';
import type { ChapterRow } from './chapters.repo';

const leaseUntil = (leaseMs: number) => sql`now() + make_interval(secs => ${leaseMs / 1000})`;
const heldBy = (id: string, owner: string) =>
  and(eq(chapters.id, id), eq(chapters.status, 'writing'), eq(chapters.leaseOwner, owner));

/**
 * Claims the oldest chapter waiting to be written. SKIP LOCKED lets several instances claim at
 * once without waiting on each other or taking the same chapter.
 */
export async function claimNextChapter(db: Executor, owner: string, leaseMs: number): Promise<ChapterRow | undefined> {
  const next = db
    .select({ id: chapters.id })
    .from(chapters)
    .where(and(eq(chapters.status, 'writing'), isNull(chapters.leaseOwner)))
    .orderBy(asc(chapters.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(chapters)
    .set({ leaseOwner: owner, leaseExpiresAt: leaseUntil(leaseMs) })
    .where(eq(chapters.id, sql`(${next})`))
    .returning();
  return row;
}

/** Extends the lease; false when this instance no longer holds the chapter. */
export async function renewLease(db: Executor, id: string, owner: string, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(chapters)
    .set({ leaseExpiresAt: leaseUntil(leaseMs) })
    .where(heldBy(id, owner))
    .returning({ id: chapters.id });
  return rows.length > 0;
}

/** Appends the next piece of text; false when this instance no longer holds the chapter. */
export async function appendText(tx: Executor, id: string, owner: string, piece: string): Promise<boolean> {
  const rows = await tx
    .update(chapters)
    .set({ content: sql`${chapters.content} || ${piece}`, updatedAt: new Date() })
    .where(heldBy(id, owner))
    .returning({ id: chapters.id });
  return rows.length > 0;
}

export async function markReady(
  tx: Executor,
  id: string,
  owner: string,
  result: { content: string; choices: string[]; memory: string },
): Promise<ChapterRow | undefined> {
  const [row] = await tx
    .update(chapters)
    .set({ ...result, status: 'ready', leaseOwner: null, leaseExpiresAt: null, updatedAt: new Date() })
    .where(heldBy(id, owner))
    .returning();
  return row;
}

/** Whose failure this is: the job holding the lease, or recovery of a chapter whose lease ran out. */
export type FailGuard = { owner: string } | 'abandoned';

const abandoned = and(
  eq(chapters.status, 'writing'),
  isNotNull(chapters.leaseOwner),
  lt(chapters.leaseExpiresAt, sql`now()`),
);

/** Fails a chapter still being written; undefined when the guard no longer holds (already finished). */
export async function markFailed(
  tx: Executor,
  id: string,
  message: string,
  guard: FailGuard,
  withdrawText = false,
): Promise<ChapterRow | undefined> {
  const [row] = await tx
    .update(chapters)
    .set({
      status: 'failed',
      failureMessage: message,
      leaseOwner: null,
      leaseExpiresAt: null,
      updatedAt: new Date(),
      ...(withdrawText && { content: '', choices: [], memory: '' }),
    })
    .where(guard === 'abandoned' ? and(eq(chapters.id, id), abandoned) : heldBy(id, guard.owner))
    .returning();
  return row;
}

/**
 * Gives a chapter being written back to the queue with the text saved so far, for another instance
 * to resume; undefined when the guard no longer holds or it was handed on `maxHandoffs` times already.
 */
export async function releaseChapter(
  tx: Executor,
  id: string,
  guard: FailGuard,
  maxHandoffs: number,
): Promise<ChapterRow | undefined> {
  const held = guard === 'abandoned' ? and(eq(chapters.id, id), abandoned) : heldBy(id, guard.owner);
  const [row] = await tx
    .update(chapters)
    .set({ leaseOwner: null, leaseExpiresAt: null, handoffs: sql`${chapters.handoffs} + 1`, updatedAt: new Date() })
    .where(and(held, lt(chapters.handoffs, maxHandoffs)))
    .returning();
  return row;
}

/** Chapters whose writer stopped renewing its lease: its instance crashed or lost the database. */
export async function findAbandonedChapterIds(db: Executor): Promise<string[]> {
  const rows = await db.select({ id: chapters.id }).from(chapters).where(abandoned);
  return rows.map((r) => r.id);
}
