import { sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { chapterChannel, JOBS_CHANNEL, type ChapterEvent } from './chapterEvents';

/** NOTIFY payloads must stay under 8000 bytes; this many characters stay well under it even escaped. */
const PIECE_CHARS = 1000;

/**
 * Publishes a chapter event. Called inside the transaction that saved the same text, so the
 * notification is delivered exactly when the text is readable from the database.
 */
export async function publishChapterEvent(tx: Executor, chapterId: string, event: ChapterEvent): Promise<void> {
  const channel = chapterChannel(chapterId);
  if (event.type === 'done') {
    await tx.execute(sql`select reverie_notify(${channel}, ${JSON.stringify(event)})`);
    return;
  }
  for (let start = 0; start < event.text.length; start += PIECE_CHARS) {
    const piece: ChapterEvent = {
      type: 'text',
      offset: event.offset + start,
      text: event.text.slice(start, start + PIECE_CHARS),
    };
    await tx.execute(sql`select reverie_notify(${channel}, ${JSON.stringify(piece)})`);
  }
}

export async function announceChapterJob(tx: Executor): Promise<void> {
  await tx.execute(sql`select reverie_notify(${JOBS_CHANNEL}, '')`);
}
