import { CHAPTER_PREVIEW_CHARS } from '#common/catalogue';
import type { Chapter } from '#common/contract';
import { actionCost } from '#common/rules/actionCost';
import type { ChapterRow } from './chapters.repo';

/** A chapter for one reader: a locked chapter carries its preview and price, never its text or choices. */
export function presentChapter(row: ChapterRow, locked: boolean): Chapter {
  const base = {
    number: row.number,
    status: row.status,
    locked,
    preview: row.content.slice(0, CHAPTER_PREVIEW_CHARS),
    isFinal: row.isFinal,
    createdAt: row.createdAt.toISOString(),
  };
  if (locked) {
    return {
      ...base,
      choices: [],
      chosenChoice: null,
      textCreditsCost: actionCost({ kind: 'unlock', chapterTextCreditsCost: row.textCreditsCost }).credits,
      audioUrl: null,
    };
  }
  return {
    ...base,
    content: row.content,
    choices: row.choices.map((text) => ({ text })),
    chosenChoice: row.chosenChoice,
    textCreditsCost: row.textCreditsCost,
    audioUrl: row.audioUrl,
    ...(row.failureMessage ? { failureMessage: row.failureMessage } : {}),
  };
}
