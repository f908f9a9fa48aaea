/** What services need from whichever runner writes chapters: a nudge after queueing one. */
export interface ChapterQueue {
  kick(): void;
}
