import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The first answer to each `Idempotency-Key` a user sent to a request that spends or creates. A row
 * without `responseStatus` is a request still running; repeats wait for it, then replay its answer.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    /** Method, path and a hash of the body: the same key with another request is refused. */
    fingerprint: text().notNull(),
    responseStatus: integer(),
    /** SHA-256 of the answer's body, kept for every answer. */
    responseDigest: text(),
    /** The answer's body, for replays: only a small one, and within a bound per account. */
    responseBody: text(),
    responseContentType: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_at_idx').on(t.createdAt)],
);
