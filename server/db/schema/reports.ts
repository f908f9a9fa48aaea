import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ReportReason } from '#common/catalogue/community';
import { stories } from './stories';
import { users } from './users';

/** A reader's report of a story: one per reader and story, pending until an admin reviews it. */
export const storyReports = pgTable(
  'story_reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    storyId: uuid()
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text().$type<ReportReason>().notNull(),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set when an admin acts on the story; a reviewed report still stops the same reader reporting it again. */
    reviewedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('story_reports_story_user_key').on(t.storyId, t.userId),
    index('story_reports_pending_idx')
      .on(t.storyId, t.createdAt)
      .where(sql`${t.reviewedAt} IS NULL`),
    index('story_reports_user_id_idx').on(t.userId),
  ],
);
