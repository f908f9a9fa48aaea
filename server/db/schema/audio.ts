import { date, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SpeechMark } from '#common/contract';
import { stories } from './stories';

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
  (t) => [primaryKey({ columns: [t.storyId, t.listenerKey, t.day] })],
);
