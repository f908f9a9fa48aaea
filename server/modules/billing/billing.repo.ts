import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { checkoutSessions, subscriptions } from '#server/db/schema';

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
export type NewCheckoutSessionRow = typeof checkoutSessions.$inferInsert;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscriptionRow = typeof subscriptions.$inferInsert;

/** Undefined when the account already has an open subscription checkout (one at a time, by a unique index). */
export async function insertCheckoutSession(
  db: Executor,
  values: NewCheckoutSessionRow,
): Promise<CheckoutSessionRow | undefined> {
  const [row] = await db.insert(checkoutSessions).values(values).onConflictDoNothing().returning();
  return row;
}

export function findOpenCheckouts(db: Executor, userId: string, kind: CheckoutSessionRow['kind']) {
  return db
    .select()
    .from(checkoutSessions)
    .where(
      and(eq(checkoutSessions.userId, userId), eq(checkoutSessions.kind, kind), eq(checkoutSessions.status, 'open')),
    );
}

/** A checkout that can no longer be paid; a no-op for one already past `open`. */
export async function markCheckoutExpired(db: Executor, id: string): Promise<void> {
  await db
    .update(checkoutSessions)
    .set({ status: 'expired' })
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')));
}

export async function findCheckoutSession(db: Executor, id: string): Promise<CheckoutSessionRow | undefined> {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)).limit(1);
  return row;
}

/** Records that the provider confirmed payment; a no-op for a session already past `open`. */
export async function markCheckoutPaid(db: Executor, id: string): Promise<void> {
  await db
    .update(checkoutSessions)
    .set({ status: 'paid' })
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')));
}

/**
 * Takes the right to fulfil a session: only one caller ever gets the row back. Concurrent callers
 * wait on the row lock and then see it fulfilled.
 */
export async function claimCheckoutFulfilment(db: Executor, id: string): Promise<CheckoutSessionRow | undefined> {
  const [row] = await db
    .update(checkoutSessions)
    .set({ status: 'fulfilled', fulfilledAt: new Date() })
    .where(and(eq(checkoutSessions.id, id), inArray(checkoutSessions.status, ['open', 'paid'])))
    .returning();
  return row;
}

/** Notes the first result page that reports the purchase; true only for that first one. */
export async function markCheckoutConfirmed(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(checkoutSessions)
    .set({ confirmedAt: new Date() })
    .where(and(eq(checkoutSessions.id, id), isNull(checkoutSessions.confirmedAt)))
    .returning({ id: checkoutSessions.id });
  return rows.length > 0;
}

export async function findSubscriptionByUser(db: Executor, userId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  return row;
}

/** The user's subscription becomes this one (a user keeps one row, reused by later subscriptions). */
export async function upsertSubscription(db: Executor, values: NewSubscriptionRow): Promise<SubscriptionRow> {
  const { userId: _userId, ...changes } = values;
  const [row] = await db
    .insert(subscriptions)
    .values(values)
    .onConflictDoUpdate({ target: subscriptions.userId, set: { ...changes, updatedAt: new Date() } })
    .returning();
  return row;
}

export async function updateSubscription(
  db: Executor,
  id: string,
  values: Partial<NewSubscriptionRow>,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .update(subscriptions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(subscriptions.id, id))
    .returning();
  return row;
}

/** A subscription row, locked until the caller's transaction ends. */
export async function lockSubscription(db: Executor, id: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  return row;
}

/** The subscription the provider knows by this id, locked until the caller's transaction ends. */
export async function lockSubscriptionByProviderId(
  db: Executor,
  providerSubscriptionId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
    .for('update');
  return row;
}

/** Active subscriptions whose period has ended by `now`. */
export async function subscriptionsDueBy(db: Executor, now: Date): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.status, 'active'), lte(subscriptions.currentPeriodEnd, now)));
}
