import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every change an admin makes: who, what, when, and the record before and after. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Kept as a plain id so the trail survives the admin's own deletion; null for the system's own changes. */
    adminId: uuid(),
    adminEmail: text().notNull(),
    action: text().notNull(),
    targetType: text({ enum: ['user', 'story'] }).notNull(),
    targetId: text().notNull(),
    before: jsonb().$type<Record<string, unknown> | null>(),
    after: jsonb().$type<Record<string, unknown> | null>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_log_created_at_idx').on(t.createdAt.desc()),
    index('admin_audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);
