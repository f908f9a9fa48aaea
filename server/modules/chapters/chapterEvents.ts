/** Any instance listening here tries to claim waiting chapters. */
export const JOBS_CHANNEL = 'chapter_jobs';

/** What a chapter's channel carries: a piece of text at its offset, or the news that it finished. */
export type ChapterEvent = { type: 'text'; offset: number; text: string } | { type: 'done' };

export const chapterChannel = (chapterId: string) => `chapter_${chapterId.replace(/-/g, '')}`;

export function parseChapterEvent(payload: string): ChapterEvent | undefined {
  try {
    const event = JSON.parse(payload) as ChapterEvent;
    return event.type === 'text' || event.type === 'done' ? event : undefined;
  } catch {
    return undefined;
  }
}
