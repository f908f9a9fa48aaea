import { describe, expect, it } from 'vitest';
import { activeMarkIndex } from '#web/components/audio/readAlong';
import { paragraphRanges, piecesOf } from './readAlongPieces';

const text = 'First one. Second one.\n\nThird, in a new paragraph.';
const marks = [
  { time: 0, start: 0, end: 10 },
  { time: 1.2, start: 11, end: 22 },
  { time: 2.5, start: 24, end: 50 },
];

describe('read-along pieces', () => {
  it('splits paragraphs at blank lines and cuts each into plain and marked pieces covering all its text', () => {
    const ranges = paragraphRanges(text);
    expect(ranges).toEqual([
      [0, 22],
      [24, 50],
    ]);
    const first = piecesOf(ranges[0], marks);
    expect(first).toEqual([
      { start: 0, end: 10, mark: 0 },
      { start: 10, end: 11 },
      { start: 11, end: 22, mark: 1 },
    ]);
    expect(first.map((p) => text.slice(p.start, p.end)).join('')).toBe(text.slice(0, 22));
    expect(piecesOf(ranges[1], marks)).toEqual([{ start: 24, end: 50, mark: 2 }]);
  });

  it('highlights the last sentence that has started, and none before playing', () => {
    expect(activeMarkIndex(marks, undefined)).toBe(-1);
    expect([0, 1.19, 1.2, 2.4, 99].map((t) => activeMarkIndex(marks, t))).toEqual([0, 0, 1, 1, 2]);
    expect(activeMarkIndex([], 3)).toBe(-1);
  });
});
