import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A third-party sign-in in progress: what the callback needs to finish it, kept briefly. */
export const oauthStates = pgTable('oauth_states', {
  /** The random `state` sent to the provider. */
  id: text().primaryKey(),
  codeVerifier: text().notNull(),
  nonce: text().notNull(),
  /** The phone typed on the sign-up form, if any. */
  phone: text(),
  /** SHA-256 of the HttpOnly cookie given to the browser that started the sign-in. */
  browserHash: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * A finished Google sign-in waiting for its landing page: the one-time code travels in the URL,
 * and only the browser holding the matching cookie can exchange it for a session.
 */
export const googleExchangeCodes = pgTable('google_exchange_codes', {
  codeHash: text().primaryKey(),
  userId: uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  browserHash: text().notNull(),
  /** The Google sign-in took over an unverified password account: the landing page says so. */
  claimedAccount: boolean().notNull().default(false),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});
