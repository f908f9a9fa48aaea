import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users';

/** Every change of a balance is one row, written in the same transaction as the balance. */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deltaText: integer().notNull(),
    deltaAudio: integer().notNull(),
    reason: text().notNull(),
    /** What the change is for (a story, a chapter, a checkout session…); unique per reason when set. */
    reference: text(),
    /** Money the row stands for, in euro cents (a discount granted). */
    amountCents: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_ledger_user_id_idx').on(t.userId, t.createdAt),
    uniqueIndex('credit_ledger_reason_reference_key').on(t.reason, t.reference),
    /** The sweep that refunds narrations a crashed instance left charged looks rows up by reason and age. */
    index('credit_ledger_reason_created_at_idx').on(t.reason, t.createdAt),
    // The first-subscription discount is granted once per account, ever.
    uniqueIndex('credit_ledger_one_first_subscription_discount_idx')
      .on(t.userId)
      .where(sql`${t.reason} = 'first_subscription_discount'`),
  ],
);
