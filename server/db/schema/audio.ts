import {
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { SpeechMark } from '#common/contract';
import { chapters, stories } from './stories';
import { users } from './users';

/** Narrations, addressed by the hash of (voice, text): the same text and voice are synthesised once. */
export const audioAssets = pgTable('audio_assets', {
  /** sha256 of the voice id and the text. */
  id: text().primaryKey(),
  voiceId: text().notNull(),
  /** The blob store key of the MP3. */
  blobKey: text().notNull(),
  bytes: integer().notNull(),
  durationMs: integer().notNull(),
  /** Read-along marks (offsets into the narrated text); null for narrations recorded before marks existed. */
  marks: jsonb().$type<SpeechMark[]>(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A listener started a story's narration on that day (counted once per listener, story and day). */
export const storyPlays = pgTable(
  'story_plays',
  {
    storyId: uuid()
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    /** The signed-in listener's user id, or a hash of a guest's address. */
    listenerKey: text().notNull(),
    day: date().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storyId, t.listenerKey, t.day] }),
    // Discover's "trending" counts the recent plays.
    index('story_plays_day_idx').on(t.day),
  ],
);

/**
 * Who had a chapter narrated, with which audio. A reader's narration is theirs (they paid for it);
 * the chapter's shown audio (`chapters.audio_url`) stays the story owner's choice.
 */
export const chapterNarrations = pgTable(
  'chapter_narrations',
  {
    chapterId: uuid()
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The audio asset, which may still be being made (or have failed). */
    assetId: text().notNull(),
    /** When the user last chose this narration: their latest one is what they hear. */
    chosenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.chapterId, t.userId, t.assetId] }), index().on(t.assetId)],
);

/**
 * Why a narration's latest synthesis failed, by asset, for its listeners on every instance; cleared
 * when the asset is synthesised again.
 */
export const narrationFailures = pgTable('narration_failures', {
  assetId: text().primaryKey(),
  message: text().notNull(),
  failedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Raw bytes: node-postgres reads a Buffer, PGlite a Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * A narration being synthesised on one instance, relayed through the database to listeners on the
 * others until it is stored (or fails), when the instance making it removes the row and its chunks.
 */
export const narrationStreams = pgTable('narration_streams', {
  assetId: text().primaryKey(),
  /** The last time the making instance added audio: a stream left quiet for long was abandoned. */
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The audio of a narration stream so far, in order. */
export const narrationStreamChunks = pgTable(
  'narration_stream_chunks',
  {
    assetId: text()
      .notNull()
      .references(() => narrationStreams.assetId, { onDelete: 'cascade' }),
    seq: integer().notNull(),
    bytes: bytea().notNull(),
  },
  (t) => [primaryKey({ columns: [t.assetId, t.seq] })],
);
