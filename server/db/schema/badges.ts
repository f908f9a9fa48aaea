import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { BadgeId } from '#common/catalogue/badges';
import { users } from './users';

/** A badge a user earned; each badge is earned once. */
export const userBadges = pgTable(
  'user_badges',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    badgeId: text().$type<BadgeId>().notNull(),
    awardedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.badgeId] }), index('user_badges_badge_id_idx').on(t.badgeId)],
);
