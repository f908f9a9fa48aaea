import { describe, expect, it } from 'vitest';
import { ChapterOutput } from './chapterOutput';
import { MarkupFilter } from './markup';
import { ReasoningFilter, withoutReasoning } from './reasoning';

/** Feeds `raw` to a filter in pieces of `size` characters. */
function through(filter: { push(s: string): string; end(): string }, raw: string, size: number): string {
  let out = '';
  for (let i = 0; i < raw.length; i += size) out += filter.push(raw.slice(i, i + size));
  return out + filter.end();
}

const SIZES = [1, 2, 5, 13, 1000];

describe('reasoning filter', () => {
  it.each([
    [
      'a <think> block before the text',
      '<think>\nThe user wants a romance. Let me plan.\n</think>\n\nThe tide came in.',
    ],
    ['a <thinking> block in capitals', '<THINKING>plan the scene</THINKING>The tide came in.'],
    ['a block in the middle', 'The tide<think>hmm</think> came in.'],
  ])('drops %s, whatever the chunk boundaries', (_name, raw) => {
    for (const size of SIZES) expect(through(new ReasoningFilter(), raw, size).trim()).toMatch(/^The tide ?came in\.$/);
  });

  it('drops an unclosed block and keeps a lone "<" that is not a tag', () => {
    expect(withoutReasoning('She smiled. <think>and then')).toBe('She smiled. ');
    expect(withoutReasoning('3 < 4 <thin')).toBe('3 < 4 <thin');
  });
});

describe('markup filter', () => {
  const cases: [string, string, string][] = [
    ['a markdown heading', '# Chapter 2: The Storm\n\nThe tide came in.', 'The tide came in.'],
    ['a "Chapter 2:" line', 'Chapter 2: The Storm\nThe tide came in.', 'The tide came in.'],
    ['a "Title:" line in bold', '**Title: Salt and Ink**\n\nThe tide came in.', 'The tide came in.'],
    ['bold and italics in the prose', 'The **tide** came *in*, __slowly__.', 'The tide came in, slowly.'],
    ['a rule between scenes', 'The tide came in.\n\n---\n\nShe slept.', 'The tide came in.\n\nShe slept.'],
    ['"To be continued…" at the end', 'The tide came in.\n\n*To be continued…*', 'The tide came in.'],
    ['"The End"', 'The tide came in.\n\n**The End**\n', 'The tide came in.'],
  ];
  it.each(cases)('removes %s', (_name, raw, clean) => {
    for (const size of SIZES) expect(through(new MarkupFilter(), raw, size)).toBe(clean);
  });

  it('keeps prose that only starts like furniture', () => {
    const raw =
      'Chapter by chapter, the story of the hotel had been written in the guest book by the guests themselves.\nPart of her wanted to stay.';
    for (const size of SIZES) expect(through(new MarkupFilter(), raw, size)).toBe(raw);
  });
});

describe('chapter output', () => {
  it('shows prose that never ends a sentence in whole words, rather than holding it all', () => {
    const shown: string[] = [];
    const output = new ChapterOutput((text) => shown.push(text));
    for (let i = 0; i < 200; i++) output.push(` word${i}`);
    expect(shown.join('').length).toBeGreaterThan(800);
    expect(shown.join('')).toMatch(/word\d+$/);
    expect(output.end(true).text).toBe(Array.from({ length: 200 }, (_v, i) => `word${i}`).join(' '));
  });
});
