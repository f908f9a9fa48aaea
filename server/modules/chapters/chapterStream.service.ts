import type { Chapter } from '#common/contract';
import type { DatabaseHandle } from '#server/db/client';
import { chapterChannel, parseChapterEvent, type ChapterEvent } from '#server/modules/chapters/chapterEvents';
import type { UserRow } from '../users/users.repo';
import { presentChapter } from './chapter.presenter';
import { findChapterById } from './chapters.repo';
import { readableChapter } from './chapters.service';

interface ChapterStreamSink {
  /** The next piece of text (on start: everything written so far), and the text's length once it is added. */
  text(text: string, end: number): void;
  /** The chapter reached `ready` or `failed`; nothing follows. */
  done(chapter: Chapter): void;
  /** Following the chapter broke (the database went away); the stream should end. */
  error(): void;
}

export interface ChapterWatch {
  /** `from`: the length of the text the reader already has (a reconnecting stream's last event id). */
  start(sink: ChapterStreamSink, from?: number): void;
  close(): Promise<void>;
}

/**
 * Follows a chapter as it is written, from any instance: subscribes to its channel first, then
 * reads what is saved, so nothing falls between the two; pieces already sent are skipped by offset.
 * Throws 404/403 before anything is sent when the user may not read the chapter.
 */
export async function watchChapter(
  database: DatabaseHandle,
  user: UserRow | undefined,
  storyId: string,
  chapterNumber: number,
): Promise<ChapterWatch> {
  const { db } = database;
  const { chapter } = await readableChapter(db, user, storyId, chapterNumber);
  let sink: ChapterStreamSink | undefined;
  let sent = 0;
  let finished = false;
  let queue: Promise<void> = Promise.resolve();
  const early: ChapterEvent[] = [];

  const finish = async () => {
    const row = await findChapterById(db, chapter.id);
    if (!row || finished || !sink) return;
    if (row.content.length > sent) sink.text(row.content.slice(sent), row.content.length);
    finished = true;
    sink.done(presentChapter(row, false));
  };

  const enqueue = (step: () => Promise<void>) => {
    queue = queue.then(step).catch(() => {
      finished = true;
      sink?.error();
    });
  };

  const handle = (event: ChapterEvent) => {
    enqueue(async () => {
      if (finished || !sink) return;
      if (event.type === 'done') return finish();
      const end = event.offset + event.text.length;
      if (end <= sent) return;
      sink.text(event.text.slice(Math.max(0, sent - event.offset)), end);
      sent = end;
    });
  };

  const unlisten = await database.listen(chapterChannel(chapter.id), (payload) => {
    const event = parseChapterEvent(payload);
    if (!event) return;
    if (sink) handle(event);
    else early.push(event);
  });

  return {
    start(target, from = 0) {
      sink = target;
      enqueue(async () => {
        const row = await findChapterById(db, chapter.id);
        if (!row) return;
        sent = row.content.length;
        target.text(row.content.slice(Math.min(from, sent)), sent);
        if (row.status !== 'writing') {
          finished = true;
          target.done(presentChapter(row, false));
        }
      });
      for (const event of early.splice(0)) handle(event);
    },
    close: () => unlisten(),
  };
}
