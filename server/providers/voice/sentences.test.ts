import { describe, expect, it } from 'vitest';
import { sentenceSpans, splitIntoParts } from './sentences';

const texts = (text: string, max: number) => splitIntoParts(text, max).map((p) => p.text);

const words = (text: string) => text.split(/\s+/).filter(Boolean);

describe('splitIntoParts', () => {
  it('keeps short text whole, with whitespace collapsed', () => {
    expect(texts('  Hello there.\n\n  How are   you?  ', 100)).toEqual(['Hello there. How are you?']);
  });

  it('returns nothing for blank text', () => {
    expect(texts(' \n\t ', 100)).toEqual([]);
  });

  it('packs whole sentences into parts no longer than the limit', () => {
    const text = 'The sea was calm. She waited by the door! Did he hear her? Then the night fell. The end.';
    const parts = texts(text, 40);
    expect(parts).toEqual([
      'The sea was calm.',
      'She waited by the door! Did he hear her?',
      'Then the night fell. The end.',
    ]);
  });

  it('cuts an over-long sentence at clauses, then between words, never inside a word', () => {
    const sentence =
      'She walked along the shore, slowly and without a care in the world, listening to the waves that folded over themselves again and again and again.';
    const parts = texts(sentence, 50);
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(50);
    expect(parts[0]).toBe('She walked along the shore,');
    expect(words(parts.join(' '))).toEqual(words(sentence));
  });

  it('keeps a single word longer than the limit whole', () => {
    expect(texts('Supercalifragilisticexpialidocious is long.', 10)).toEqual([
      'Supercalifragilisticexpialidocious',
      'is long.',
    ]);
  });

  it('never loses, reorders or breaks a word of a long chapter', () => {
    const chapter = Array.from(
      { length: 60 },
      (_, i) => `Sentence number ${i} tells, at some length, what happened next — and why it mattered to them both.`,
    ).join(' ');
    for (const max of [60, 300, 1000]) {
      const parts = texts(chapter, max);
      expect(parts.every((p) => p.length <= max)).toBe(true);
      expect(words(parts.join(' '))).toEqual(words(chapter));
    }
  });

  it('gives every span the offsets of its words in the source text', () => {
    const text =
      '  "You came," he said.\n\nShe   laughed, and the sound surprised them both: bright, unguarded, a little breathless. ';
    const spans = sentenceSpans(text, 30);
    expect(spans.length).toBeGreaterThan(2);
    let previousEnd = 0;
    for (const span of spans) {
      expect(span.start).toBeGreaterThanOrEqual(previousEnd);
      expect(text.slice(span.start, span.end).replace(/\s+/g, ' ')).toBe(span.text);
      previousEnd = span.end;
    }
    expect(words(spans.map((s) => s.text).join(' '))).toEqual(words(text));
  });
});
