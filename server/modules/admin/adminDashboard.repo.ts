import { and, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import {
  audioAssets,
  chapters,
  checkoutSessions,
  creditLedger,
  providerFailures,
  sessions,
  stories,
  users,
} from '#server/db/schema';

export interface Period {
  from: Date;
  to: Date;
  bucket: 'hour' | 'day';
}

const PAID_STATUSES = ['paid', 'fulfilled'] as const;
const within = (column: AnyColumn | SQL, { from, to }: Period) =>
  sql`${column} >= ${from.toISOString()}::timestamptz and ${column} < ${to.toISOString()}::timestamptz`;
const int = (expression: SQL) => sql<number>`coalesce(${expression}, 0)::int`;
/** Buckets in UTC, so a day is the same day for every admin. */
const bucketOf = (column: AnyColumn | SQL, period: Period) =>
  sql<string>`to_char(date_trunc(${sql.raw(`'${period.bucket}'`)}, ${column} at time zone 'UTC'), 'YYYY-MM-DD"T"HH24:00:00"Z"')`;
const paidAt = sql`coalesce(${checkoutSessions.fulfilledAt}, ${checkoutSessions.createdAt})`;
const paid = inArray(checkoutSessions.status, [...PAID_STATUSES]);

export async function countSignups(db: Executor, period: Period) {
  const [row] = await db
    .select({ n: int(sql`count(*)`) })
    .from(users)
    .where(within(users.createdAt, period));
  return row.n;
}

export async function countActiveUsers(db: Executor, period: Period) {
  const signedIn = db.select({ userId: sessions.userId }).from(sessions).where(within(sessions.createdAt, period));
  const moved = db
    .select({ userId: creditLedger.userId })
    .from(creditLedger)
    .where(within(creditLedger.createdAt, period));
  const active = signedIn.union(moved).as('active');
  const [row] = await db.select({ n: int(sql`count(*)`) }).from(active);
  return row.n;
}

export async function countStories(db: Executor, period: Period) {
  const [row] = await db
    .select({ n: int(sql`count(*)`) })
    .from(stories)
    .where(within(stories.createdAt, period));
  return row.n;
}

export async function countChaptersByStatus(db: Executor, period: Period) {
  return db
    .select({ status: chapters.status, n: int(sql`count(*)`) })
    .from(chapters)
    .where(within(chapters.createdAt, period))
    .groupBy(chapters.status);
}

export async function sumNarrationMs(db: Executor, period: Period) {
  const [row] = await db
    .select({ ms: sql<number>`coalesce(sum(${audioAssets.durationMs}), 0)::bigint` })
    .from(audioAssets)
    .where(within(audioAssets.createdAt, period));
  return Number(row.ms);
}

export async function sumLedgerByReason(db: Executor, period: Period) {
  return db
    .select({
      reason: creditLedger.reason,
      entries: int(sql`count(*)`),
      text: int(sql`sum(${creditLedger.deltaText})`),
      audio: int(sql`sum(${creditLedger.deltaAudio})`),
      spentText: int(sql`sum(least(${creditLedger.deltaText}, 0))`),
      spentAudio: int(sql`sum(least(${creditLedger.deltaAudio}, 0))`),
      grantedText: int(sql`sum(greatest(${creditLedger.deltaText}, 0))`),
      grantedAudio: int(sql`sum(greatest(${creditLedger.deltaAudio}, 0))`),
    })
    .from(creditLedger)
    .where(within(creditLedger.createdAt, period))
    .groupBy(creditLedger.reason)
    .orderBy(creditLedger.reason);
}

export async function sumRevenueByProduct(db: Executor, period: Period) {
  return db
    .select({
      kind: checkoutSessions.kind,
      productId: checkoutSessions.productId,
      currency: checkoutSessions.currency,
      purchases: int(sql`count(*)`),
      amountCents: int(sql`sum(${checkoutSessions.amountCents})`),
    })
    .from(checkoutSessions)
    .where(and(paid, within(paidAt, period)))
    .groupBy(checkoutSessions.kind, checkoutSessions.productId, checkoutSessions.currency)
    .orderBy(checkoutSessions.kind, checkoutSessions.productId, checkoutSessions.currency);
}

export async function countFailuresByMessage(db: Executor, period: Period) {
  const message = sql<string>`coalesce(${chapters.failureMessage}, '')`;
  return db
    .select({ message, count: int(sql`count(*)`) })
    .from(chapters)
    .where(and(sql`${chapters.status} = 'failed'`, within(chapters.createdAt, period)))
    .groupBy(message)
    .orderBy(sql`count(*) desc`, message);
}

export async function countFailuresByProvider(db: Executor, period: Period) {
  return db
    .select({ kind: providerFailures.kind, provider: providerFailures.provider, count: int(sql`count(*)`) })
    .from(providerFailures)
    .where(within(providerFailures.createdAt, period))
    .groupBy(providerFailures.kind, providerFailures.provider)
    .orderBy(sql`count(*) desc`, providerFailures.kind, providerFailures.provider);
}

export interface BucketRow {
  at: string;
  n: number;
}

const perBucket = (column: AnyColumn | SQL, period: Period, value: SQL) => ({
  at: bucketOf(column, period),
  n: int(value),
});

export async function seriesOf(db: Executor, period: Period) {
  const signups = perBucket(users.createdAt, period, sql`count(*)`);
  const chapterCount = perBucket(chapters.createdAt, period, sql`count(*)`);
  const spent = perBucket(
    creditLedger.createdAt,
    period,
    sql`-sum(least(${creditLedger.deltaText}, 0) + least(${creditLedger.deltaAudio}, 0))`,
  );
  const revenue = perBucket(paidAt, period, sql`sum(${checkoutSessions.amountCents})`);
  const [signupRows, chapterRows, spentRows, revenueRows] = await Promise.all([
    db.select(signups).from(users).where(within(users.createdAt, period)).groupBy(signups.at),
    db.select(chapterCount).from(chapters).where(within(chapters.createdAt, period)).groupBy(chapterCount.at),
    db.select(spent).from(creditLedger).where(within(creditLedger.createdAt, period)).groupBy(spent.at),
    db
      .select(revenue)
      .from(checkoutSessions)
      .where(and(paid, within(paidAt, period)))
      .groupBy(revenue.at),
  ]);
  return { signups: signupRows, chapters: chapterRows, creditsSpent: spentRows, revenueCents: revenueRows };
}
