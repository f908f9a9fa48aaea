import { CHAPTER_PREVIEW_CHARS } from '#server/tuning';
import type { Chapter } from '#common/contract';
import { actionCost } from '#common/rules/actionCost';
import { listeningSeconds } from '#common/rules/listeningTime';
import type { ChapterRow } from './chapters.repo';

/**
 * A chapter for one reader: a locked chapter carries its preview and price, never its text or
 * choices. `narratedMs` is its narration's real duration, when it has a finished one.
 */
export function presentChapter(row: ChapterRow, locked: boolean, narratedMs?: number): Chapter {
  const base = {
    number: row.number,
    listeningSeconds: listeningSeconds(
      narratedMs === undefined
        ? { narratedMs: 0, unnarratedLength: row.content.length }
        : { narratedMs, unnarratedLength: 0 },
    ),
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
