import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { AGE_METHODS, AGE_VERIFICATION_STATUSES } from '#common/catalogue/age';
import { users } from './users';

/**
 * Each age check a user started, and only its outcome: never a document, a face or a date of birth.
 * The user's current standing is `users.age_verified_at`, set from the row that verified them.
 */
export const ageVerifications = pgTable(
  'age_verifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text({ enum: AGE_METHODS }).notNull(),
    /** The adapter that ran it ('demo', 'stripe'). */
    provider: text().notNull(),
    /** The provider's own id for the check (a Checkout Session, a VerificationSession); set once it is started. */
    providerReference: text(),
    status: text({ enum: AGE_VERIFICATION_STATUSES }).notNull().default('pending'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the provider's answer arrived (verified or failed). */
    decidedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('age_verifications_user_id_idx').on(t.userId, t.createdAt.desc()),
    uniqueIndex('age_verifications_provider_reference_key').on(t.provider, t.providerReference),
  ],
);
