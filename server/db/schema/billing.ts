import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users';

/** A checkout we opened with a payment provider; the id is the provider's session id. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['credit', 'subscription'] }).notNull(),
    /** A pack id for credit checkouts, a plan id for subscription checkouts. */
    productId: text().notNull(),
    /** What this checkout charges now, discounts included, in cents. */
    amountCents: integer().notNull(),
    /** What the price took off the catalogue's, and how much, in cents. */
    discount: text({ enum: ['premium', 'first_subscription'] }),
    discountCents: integer().notNull().default(0),
    currency: text().notNull().default('eur'),
    status: text({ enum: ['open', 'paid', 'fulfilled', 'expired'] })
      .notNull()
      .default('open'),
    provider: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    fulfilledAt: timestamp({ withTimezone: true }),
    /** When a result page first reported the purchase to its buyer. */
    confirmedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('checkout_sessions_user_id_idx').on(t.userId, t.createdAt),
    // One subscription checkout open per account: two would be two discounts and two plans.
    uniqueIndex('checkout_sessions_one_open_subscription_idx')
      .on(t.userId)
      .where(sql`${t.kind} = 'subscription' AND ${t.status} = 'open'`),
  ],
);

/** A user's plan subscription: at most one per user, kept (canceled) after it ends. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text().notNull(),
    /** `past_due`: the provider could not collect a payment; the plan's benefits wait until it does. */
    status: text({ enum: ['active', 'past_due', 'canceled'] }).notNull(),
    provider: text().notNull(),
    providerSubscriptionId: text().notNull(),
    customerId: text(),
    currentPeriodEnd: timestamp({ withTimezone: true }),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    /** A downgrade waiting for the end of the current period. */
    pendingPlan: text(),
    /** An upgrade the provider billed: it applies when this invoice is reported paid. */
    upgradingPlan: text(),
    upgradeInvoiceId: text(),
    /** Time of the last provider event applied, so an older event delivered late changes nothing. */
    syncedAt: timestamp({ withTimezone: true }),
    /** When the current subscription began (set again when the user subscribes anew): its periods count months from it. */
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_user_id_key').on(t.userId),
    uniqueIndex('subscriptions_provider_subscription_id_key').on(t.providerSubscriptionId),
    index('subscriptions_period_end_idx').on(t.status, t.currentPeriodEnd),
  ],
);
