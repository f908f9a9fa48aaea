import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A third-party sign-in in progress: what the callback needs to finish it, kept briefly. */
export const oauthStates = pgTable('oauth_states', {
  /** The random `state` sent to the provider. */
  id: text().primaryKey(),
  codeVerifier: text().notNull(),
  nonce: text().notNull(),
  /** The phone typed on the sign-up form, if any. */
  phone: text(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});
