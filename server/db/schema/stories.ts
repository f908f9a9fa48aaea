import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AccessType, PublishedAccessType } from '#common/catalogue/access';
import type { StoryTagId } from '#common/catalogue/storyChoices';
import type { StorySettings } from '#common/contract';
import type { WriterInstruction } from '#server/providers/writer/port';
import { users } from './users';

export const stories = pgTable(
  'stories',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    settings: jsonb().$type<StorySettings>().notNull(),
    accessType: text().$type<AccessType>().notNull().default('public'),
    /** The access the story returns to when it is made public again (never 'private'). */
    publishedAccessType: text().$type<PublishedAccessType>().notNull().default('public'),
    category: text().notNull().default('romance'),
    /** Tags and content notes from the catalogue's STORY_TAGS, chosen at creation. */
    tags: text()
      .array()
      .$type<StoryTagId[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    isConcluded: boolean().notNull().default(false),
    likes: integer().notNull().default(0),
    upvotes: integer().notNull().default(0),
    downvotes: integer().notNull().default(0),
    plays: integer().notNull().default(0),
    audioUrl: text(),
    imageUrl: text(),
    /** Hidden from everyone but its author and admins, whatever its access: by reports reaching the threshold, or by an admin. */
    hiddenAt: timestamp({ withTimezone: true }),
    hiddenReason: text({ enum: ['reports', 'admin'] }),
    /** When an admin reviewed the reports and kept the story: later reports go to the queue and never hide it again. */
    keptAt: timestamp({ withTimezone: true }),
    /** What the writer remembers (characters, places, facts, open threads, summary); the owner may edit it. */
    memory: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stories_user_id_idx').on(t.userId, t.createdAt),
    // Keyset pages of the public and premium lists, read backwards: newest first, ties broken by id.
    index('stories_list_idx').on(t.accessType, t.createdAt, t.id),
    // Discover: `q` (ILIKE, served by trigrams) and the category filter's expressions.
    index('stories_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('stories_writing_tone_idx').on(sql`lower(${t.settings}->>'writingTone')`),
    index('stories_atmosphere_idx').on(sql`lower(${t.settings}->>'atmosphere')`),
    index('stories_category_idx').on(t.category),
    index('stories_explicit_level_idx').on(sql`((${t.settings}->>'explicitLevel')::int)`),
    // Discover's tag filters (contains all / overlaps none) and its "popular" order.
    index('stories_tags_idx').using('gin', t.tags),
    index('stories_popular_idx')
      .on(sql`(${t.upvotes} - ${t.downvotes})`, t.createdAt, t.id)
      .where(sql`${t.accessType} = 'public' AND ${t.hiddenAt} IS NULL`),
    check(
      'stories_counters_non_negative',
      sql`${t.likes} >= 0 AND ${t.upvotes} >= 0 AND ${t.downvotes} >= 0 AND ${t.plays} >= 0`,
    ),
  ],
);

export const CHAPTER_STATUSES = ['writing', 'ready', 'failed'] as const;
export type ChapterStatus = (typeof CHAPTER_STATUSES)[number];
export const CHAPTER_STEPS = ['choice', 'own', 'continue', 'conclude'] as const;
/** The step that led to a node: one of its parent's choices, the owner's own words, a plain continue, a conclusion. */
export type ChapterStep = (typeof CHAPTER_STEPS)[number];

export const chapters = pgTable(
  'chapters',
  {
    id: uuid().primaryKey().defaultRandom(),
    storyId: uuid()
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    /** The node this one follows; none for chapter 1. */
    parentId: uuid().references((): AnyPgColumn => chapters.id, { onDelete: 'cascade' }),
    viaKind: text().$type<ChapterStep>().notNull().default('continue'),
    viaText: text().notNull().default(''),
    /** On the story's main path: the owner's current line, what readers get by default. */
    onMainPath: boolean().notNull().default(true),
    /** Which of its versions (drafts) the row holds now; the others are kept in chapter_versions. */
    version: integer().notNull().default(1),
    /** The depth: chapter 1 is the root. */
    number: integer().notNull(),
    status: text().$type<ChapterStatus>().notNull().default('writing'),
    /** Saved as it is written, so a reader joining late (on any instance) gets everything so far. */
    content: text().notNull().default(''),
    choices: jsonb().$type<string[]>().notNull().default([]),
    chosenChoice: text(),
    isFinal: boolean().notNull().default(false),
    textCreditsCost: integer().notNull().default(0),
    audioUrl: text(),
    /** The rolling summary of the story up to and including this chapter, as the writer left it. */
    memory: text().notNull().default(''),
    /** What the writer is asked to write, and its token budget. */
    instruction: jsonb().$type<WriterInstruction>().notNull(),
    maxTokens: integer().notNull(),
    /** Who paid for the current attempt and how much, for the refund if it fails. */
    chargedUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    chargedTextCredits: integer().notNull().default(0),
    /** Bumped by each retry, so each attempt's charge and refund are distinct ledger entries. */
    attempt: integer().notNull().default(1),
    leaseOwner: text(),
    leaseExpiresAt: timestamp({ withTimezone: true }),
    /** How many times an instance stopping or dying handed this chapter on to be resumed by another. */
    handoffs: integer().notNull().default(0),
    failureMessage: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chapters_main_path_number_key')
      .on(t.storyId, t.number)
      .where(sql`${t.onMainPath}`),
    // One child per option under a node, however many requests race for it.
    uniqueIndex('chapters_parent_step_key')
      .on(t.parentId, t.viaKind, t.viaText)
      .where(sql`${t.viaKind} IN ('choice', 'own')`),
    index('chapters_parent_id_idx').on(t.parentId),
    // Every chapter by story and number, whatever its path: the lists join chapter 1 by it.
    index('chapters_story_number_idx').on(t.storyId, t.number),
    // One chapter per story is written at a time: a second insert conflicts (409).
    uniqueIndex('chapters_one_writing_per_story_key')
      .on(t.storyId)
      .where(sql`${t.status} = 'writing'`),
    index('chapters_writing_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'writing'`),
    // Discover's `q` searches the opening chapter's text (Story.content).
    index('chapters_opening_trgm_idx')
      .using('gin', t.content.op('gin_trgm_ops'))
      .where(sql`${t.number} = 1`),
    check('chapters_status_valid', sql`${t.status} IN ('writing', 'ready', 'failed')`),
    check('chapters_via_kind_valid', sql`${t.viaKind} IN ('choice', 'own', 'continue', 'conclude')`),
  ],
);

/** The versions of a node other than the one its chapter row holds. */
export const chapterVersions = pgTable(
  'chapter_versions',
  {
    chapterId: uuid()
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    content: text().notNull(),
    choices: jsonb().$type<string[]>().notNull(),
    memory: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.chapterId, t.version] })],
);

export const storyLikes = pgTable(
  'story_likes',
  {
    storyId: uuid()
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.storyId, t.userId] }),
    index('story_likes_user_id_idx').on(t.userId),
    // Discover's "trending" counts the recent likes.
    index('story_likes_created_at_idx').on(t.createdAt),
  ],
);

export const storyVotes = pgTable(
  'story_votes',
  {
    storyId: uuid()
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    value: smallint().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.storyId, t.userId] }),
    index('story_votes_user_id_idx').on(t.userId),
    check('story_votes_value_valid', sql`${t.value} IN (-1, 1)`),
  ],
);

export const chapterUnlocks = pgTable(
  'chapter_unlocks',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storyId: uuid()
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    chapterId: uuid()
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    chapterNumber: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.chapterId] }), index('chapter_unlocks_story_id_idx').on(t.storyId)],
);
