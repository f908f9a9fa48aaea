import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { BadgeId } from '#common/catalogue/badges';
import type { NotificationKind } from '#common/catalogue/community';
import { stories } from './stories';
import { users } from './users';

/** A reader follows an author: they hear when the author publishes or continues a public story. */
export const authorFollows = pgTable(
  'author_follows',
  {
    followerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.authorId] }),
    index('author_follows_author_id_idx').on(t.authorId),
    check('author_follows_not_self', sql`${t.followerId} <> ${t.authorId}`),
  ],
);

/** A reader's reading list. */
export const savedStories = pgTable(
  'saved_stories',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storyId: uuid()
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.storyId] }),
    index('saved_stories_user_created_idx').on(t.userId, t.createdAt),
    index('saved_stories_story_id_idx').on(t.storyId),
  ],
);

/** The last chapter a reader read of someone else's story, for "Continue reading" and "trending". */
export const readingProgress = pgTable(
  'reading_progress',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storyId: uuid()
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    chapterNumber: integer().notNull(),
    readAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.storyId] }),
    index('reading_progress_user_read_idx').on(t.userId, t.readAt),
    index('reading_progress_read_at_idx').on(t.readAt),
    index('reading_progress_story_id_idx').on(t.storyId),
  ],
);

/** In-app notifications: about a story (a followed author's, or the reader's own for a badge). */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<NotificationKind>().notNull(),
    storyId: uuid()
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    chapterNumber: integer(),
    badge: text().$type<BadgeId>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} IS NULL`),
    index('notifications_story_id_idx').on(t.storyId),
    // A follower hears of each chapter once, however often it is written again.
    uniqueIndex('notifications_chapter_key')
      .on(t.userId, t.storyId, t.chapterNumber)
      .where(sql`${t.kind} IN ('story_published', 'story_continued')`),
    check('notifications_kind_valid', sql`${t.kind} IN ('story_published', 'story_continued', 'badge_earned')`),
  ],
);
