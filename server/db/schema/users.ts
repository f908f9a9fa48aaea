import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    /** Always stored lower-cased: emails compare case-insensitively. */
    email: text().notNull(),
    /** Set once the owner of the address proved it (a link, Google, or the admin configuration). */
    emailVerifiedAt: timestamp({ withTimezone: true }),
    phone: text(),
    passwordHash: text(),
    googleSubject: text(),
    role: text({ enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    subscription: text().notNull().default('free'),
    /** Premium days earned (Legend Author) on top of any plan. */
    premiumUntil: timestamp({ withTimezone: true }),
    textCredits: integer().notNull().default(0),
    audioCredits: integer().notNull().default(0),
    /** A banned account can neither sign in nor use a token. */
    bannedAt: timestamp({ withTimezone: true }),
    /** Set while the account is a verified adult (age_verifications holds how); cleared when revoked. */
    ageVerifiedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_google_subject_key').on(t.googleSubject),
    index('users_created_at_idx').on(t.createdAt),
    check('users_text_credits_non_negative', sql`${t.textCredits} >= 0`),
    check('users_audio_credits_non_negative', sql`${t.audioCredits} >= 0`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the opaque token; the token itself is never stored. */
    tokenHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_id_idx').on(t.userId)],
);

/** Single-use links sent by email; only the SHA-256 of the token is kept. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    tokenHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text({ enum: ['verify_email', 'reset_password'] }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('email_tokens_user_id_idx').on(t.userId, t.purpose)],
);

/** Failed password logins, counted per (account, client) pair and per client, with a growing lock. */
export const loginFailures = pgTable(
  'login_failures',
  {
    /** `pair:<email>|<ip>` or `client:<ip>`. */
    key: text().primaryKey(),
    failures: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
    lastFailureAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('login_failures_last_failure_at_idx').on(t.lastFailureAt)],
);
