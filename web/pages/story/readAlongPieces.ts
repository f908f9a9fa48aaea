import type { SpeechMark } from '#common/contract';

/** A stretch of a paragraph: plain text, or the text of one read-along mark. */
export interface TextPiece {
  start: number;
  end: number;
  mark?: number;
}

/** The paragraphs of a chapter (separated by blank lines) as [start, end) offsets, blank ones left out. */
export function paragraphRanges(text: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let from = 0;
  for (const match of text.matchAll(/\n{2,}/g)) {
    if (text.slice(from, match.index).trim()) ranges.push([from, match.index]);
    from = match.index + match[0].length;
  }
  if (text.slice(from).trim()) ranges.push([from, text.length]);
  return ranges;
}

/** Cuts one paragraph into plain pieces and marked pieces, in order (marks are sorted and do not overlap). */
export function piecesOf([start, end]: [number, number], marks: readonly SpeechMark[]): TextPiece[] {
  const pieces: TextPiece[] = [];
  let cursor = start;
  marks.forEach((mark, index) => {
    if (mark.end <= start || mark.start >= end) return;
    const from = Math.max(mark.start, cursor);
    const to = Math.min(mark.end, end);
    if (from > cursor) pieces.push({ start: cursor, end: from });
    if (to > from) pieces.push({ start: from, end: to, mark: index });
    cursor = Math.max(cursor, to);
  });
  if (cursor < end) pieces.push({ start: cursor, end });
  return pieces;
}
