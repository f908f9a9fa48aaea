import { describe, expect, it } from 'vitest';
import { splitIntoParts } from './sentences';
import { wordMarks } from './wordMarks';

describe('word marks from character timings', () => {
  const source = '  "You came,"   he said.\n\nShe laughed.';
  const [part] = splitIntoParts(source, 1000);
  const timings = (step: number) => ({
    characters: [...part.text],
    startTimes: [...part.text].map((_, i) => i * step),
  });

  it('maps every word of the part back to its place in the source text', () => {
    const marks = wordMarks(source, part, timings(0.05))!;
    expect(marks.map((m) => source.slice(m.start, m.end))).toEqual([
      '"You',
      'came,"',
      'he',
      'said.',
      'She',
      'laughed.',
    ]);
    expect(marks.map((m) => m.time)).toEqual([0, 0.25, 0.6, 0.75, 1.05, 1.25].map((t) => expect.closeTo(t, 3)));
  });

  it('gives up when the timings follow another text, and merges words spoken at the same moment', () => {
    expect(wordMarks(source, part, { characters: ['x'], startTimes: [0] })).toBeUndefined();
    const frozen = wordMarks(source, part, { characters: [...part.text], startTimes: [...part.text].map(() => 0) })!;
    expect(frozen).toEqual([{ time: 0, start: 2, end: source.length }]);
  });
});
