import { describe, expect, it } from 'vitest';
import { chapterRequest, SAMPLE_SETTINGS } from '#server/test/writerKit';
import { composeChapter } from './compose';

/** Chapter 1 for a non-binary protagonist and a woman they desire, written from this fantasy. */
const chapterFor = (fantasy: string) =>
  composeChapter(chapterRequest({ settings: { ...SAMPLE_SETTINGS, fantasy } })).text;
const sentencesOf = (text: string) => text.split(/(?<=[.!?”])\s+/);
const longestSharedRun = (text: string, source: string) => {
  const words = source.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  const haystack = ` ${(text.toLowerCase().match(/[\p{L}']+/gu) ?? []).join(' ')} `;
  let longest = 0;
  for (let i = 0; i < words.length; i++)
    for (let j = i + longest + 1; j <= words.length && haystack.includes(` ${words.slice(i, j).join(' ')} `); j++)
      longest = j - i;
  return longest;
};

describe('the offline writer and the reader’s fantasy', () => {
  it('weaves the reader’s wish into the chapter, in the protagonist’s person, not the reader’s', () => {
    const text = chapterFor('I want to be kissed in the rain by a stranger who knows my name.');
    const wish = sentencesOf(text).find((s) => s.includes('to be kissed in the rain by a stranger'));
    expect(wish).toMatch(/: to be kissed in the rain by a stranger who knows their name\.$/);
    expect(text).not.toMatch(/\b(I|my|me)\b(?![^“]*”)/);
  });

  it.each([
    ['I’ve always dreamed of dancing with my boss at the office party', /dancing with their boss/, /danc|office/i],
    [
      'A masquerade ball in Venice, a masked stranger, and a secret nobody can know.',
      /: a masquerade ball in Venice\./,
      /mask|stranger|secret/i,
    ],
    [
      'I would love you to take your time with me, slowly, by candlelight',
      /for \w+ to take her time with them/,
      /slowness|Candlelight/,
    ],
    [
      'Me and my ex meet again years later on a night train.',
      /: \w+ and their ex meet again years later on a night train\./,
      /Years had passed|journey/,
    ],
  ])('reflects “%s”: the wish and a motif it names', (fantasy, wish, motif) => {
    const text = chapterFor(fantasy);
    expect(text).toMatch(wish);
    expect(sentencesOf(text).filter((s) => motif.test(s)).length).toBeGreaterThan(0);
    expect(text).not.toMatch(/[{}]/);
  });

  it('gives different fantasies different chapters, and leaves a chapter without one as it was', () => {
    const plain = composeChapter(chapterRequest()).text;
    expect(chapterFor('')).toBe(plain);
    const rain = chapterFor('I want to be kissed in the rain.');
    const train = chapterFor('Me and my ex meet again on a night train.');
    expect(rain).not.toBe(plain);
    expect(train).not.toBe(rain);
  });

  it('never copies a long passage of the reader’s text', () => {
    const fantasy =
      'We would spend a long weekend in a cabin in the mountains where the snow falls all night long and nobody can reach us and we talk about everything we never dared to say to anyone before, then fall asleep by the fire.';
    const text = chapterFor(fantasy);
    expect(longestSharedRun(text, fantasy)).toBeLessThanOrEqual(14);
    expect(text).not.toMatch(/[{}]/);
  });
});
