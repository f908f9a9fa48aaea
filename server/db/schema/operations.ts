import { bigserial, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export type ProviderKind = 'writer' | 'voice';

/** Each failure of an outside provider: a chapter's writer or a narration's voice, and which one it was. */
export const providerFailures = pgTable(
  'provider_failures',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().$type<ProviderKind>().notNull(),
    /** The provider's name as the app knows it (e.g. `elevenlabs`, `openai-compatible (model)`). */
    provider: text().notNull(),
    /** What failed: the chapter's id, or the narration's audio asset id. */
    reference: text().notNull(),
    /** The HTTP status the service answered, when it answered one. */
    status: integer(),
    /** Why: the service's own error body (redacted, cut short), else what was observed (a timeout, a refusal). */
    reason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('provider_failures_created_at_idx').on(t.createdAt),
    index('provider_failures_kind_created_at_idx').on(t.kind, t.createdAt, t.id),
  ],
);

/** Instances running background work, each seen at its last heartbeat: who else could take a chapter on. */
export const instances = pgTable('instances', {
  owner: text().primaryKey(),
  seenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Change announcements waiting for the relay to Redis pub/sub (CHANGE_FEED=redis; migration 0038). */
export const changeOutbox = pgTable('change_outbox', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  channel: text().notNull(),
  payload: text().notNull(),
});

/** One row the primary touches every second while replicas are configured: a replica's copy gives its lag (migration 0039). */
export const replicaHeartbeat = pgTable('replica_heartbeat', {
  id: integer().primaryKey(),
  at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
