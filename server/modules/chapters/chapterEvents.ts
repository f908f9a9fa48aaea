import { sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';

/** Any instance listening here tries to claim waiting chapters. */
export const JOBS_CHANNEL = 'chapter_jobs';

/** What a chapter's channel carries: a piece of text at its offset, or the news that it finished. */
export type ChapterEvent = { type: 'text'; offset: number; text: string } | { type: 'done' };

/** NOTIFY payloads must stay under 8000 bytes; this many characters stay well under it even escaped. */
const PIECE_CHARS = 1000;

export const chapterChannel = (chapterId: string) => `chapter_${chapterId.replace(/-/g, '')}`;

export function parseChapterEvent(payload: string): ChapterEvent | undefined {
  try {
    const event = JSON.parse(payload) as ChapterEvent;
    return event.type === 'text' || event.type === 'done' ? event : undefined;
  } catch {
    return undefined;
  }
}

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
