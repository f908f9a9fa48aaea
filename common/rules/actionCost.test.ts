import { describe, expect, it } from 'vitest';
import { STORY_LENGTH_VALUES, STORY_LENGTHS } from '../catalogue/costs';
import { actionCost, formatCost, formatCredits } from './actionCost';

describe('actionCost', () => {
  it('prices each story length from the catalogue', () => {
    for (const length of STORY_LENGTH_VALUES) {
      expect(actionCost({ kind: 'generate', length })).toEqual({
        kind: 'text',
        credits: STORY_LENGTHS[length].textCredits,
      });
    }
  });

  it('prices an unlock or a rewrite at the chapter’s cost, or 1 when it has none', () => {
    expect(actionCost({ kind: 'unlock', chapterTextCreditsCost: 4 })).toEqual({ kind: 'text', credits: 4 });
    expect(actionCost({ kind: 'unlock', chapterTextCreditsCost: 0 })).toEqual({ kind: 'text', credits: 1 });
    expect(actionCost({ kind: 'rewrite', chapterTextCreditsCost: 2 })).toEqual({ kind: 'text', credits: 2 });
  });

  it('prices narration in audio credits by the audio table', () => {
    expect(actionCost({ kind: 'narrate', text: 'word '.repeat(301) })).toEqual({ kind: 'audio', credits: 2 });
    expect(actionCost({ kind: 'narrate', text: 'word '.repeat(1200) })).toEqual({ kind: 'audio', credits: 5 });
  });

  it('says the price in words', () => {
    expect(formatCredits(1, 'text')).toBe('1 text credit');
    expect(formatCost({ kind: 'audio', credits: 3 })).toBe('3 audio credits');
  });
});
