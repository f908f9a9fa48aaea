import { describe, expect, it } from 'vitest';
import { isHeldOut, measure } from '#server/test/heldOut';
import { isRefusal } from './refusal';
import { REFUSAL_CORPUS } from '#server/test/writerCorpus/refusalCorpus';

const cases = REFUSAL_CORPUS.map(([text, expected]) => ({ text, expected }));
const development = cases.filter((c) => !isHeldOut(c.text));
const heldOut = cases.filter((c) => isHeldOut(c.text));

describe('refusal and meta-answer classifier', () => {
  it('gets every development case right', () => {
    const wrong = development.filter((c) => isRefusal(c.text) !== c.expected).map((c) => c.text);
    expect(wrong).toEqual([]);
  });

  it('holds up on the held-out cases it was not written from', () => {
    const figures = measure(heldOut, isRefusal);
    console.info('refusal classifier, held-out:', JSON.stringify(figures));
    expect(figures.cases).toBeGreaterThanOrEqual(15);
    expect(figures.precision).toBeGreaterThanOrEqual(0.9);
    expect(figures.recall).toBeGreaterThanOrEqual(0.8);
  });
});
