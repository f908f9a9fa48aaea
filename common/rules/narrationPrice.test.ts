import { describe, expect, it } from 'vitest';
import { CHARS_PER_WORD, STORY_LENGTHS } from '../catalogue/costs';
import { narrationCost, narrationCreditsForSeconds, narrationMinutesFor } from './narrationPrice';
import { WELCOME_CREDITS, audioCreditsText, narrationPriceText } from './offers';

/** A text that narrates in about that many minutes at 150 words a minute. */
const minutesOfText = (minutes: number) => 'x'.repeat(Math.floor(minutes * 150 * CHARS_PER_WORD));

describe('narration price', () => {
  it("follows the spec's audio table: up to 3 min 2, up to 6 min 3, up to 10 min 5, then 1 per started minute", () => {
    expect([0, 180, 181, 360, 361, 600].map(narrationCreditsForSeconds)).toEqual([2, 2, 3, 3, 5, 5]);
    expect([601, 660, 661, 1200].map(narrationCreditsForSeconds)).toEqual([6, 6, 7, 15]);
  });

  it('is priced from the characters billed, whitespace or not', () => {
    const withSpaces = 'word '.repeat(1200);
    const withCommas = 'word,'.repeat(1200);
    expect(narrationCost(withCommas)).toBe(narrationCost(withSpaces));
    expect(narrationCost(withCommas)).toBe(5);
    expect(narrationCost('x'.repeat(50_000))).toBeGreaterThan(20);
  });

  it("prices each length's advertised chapter as the table does", () => {
    expect(narrationCost(minutesOfText(2.5))).toBe(2);
    expect(narrationCost(minutesOfText(5))).toBe(3);
    expect(narrationCost(minutesOfText(9))).toBe(5);
  });

  it('tells how many minutes credits narrate, and the welcome credits hear a Short first chapter', () => {
    expect(narrationMinutesFor(1)).toBe(0);
    expect(narrationMinutesFor(12)).toBe(24);
    expect(audioCreditsText(12)).toBe('12 audio credits (about 24 minutes)');
    expect(WELCOME_CREDITS.text).toBe(3 * STORY_LENGTHS[2].textCredits);
    expect(WELCOME_CREDITS.audio).toBeGreaterThanOrEqual(narrationCost(minutesOfText(6)));
    expect(narrationPriceText()).toBe(
      'up to 3 min: 2 audio credits, up to 6 min: 3, up to 10 min: 5, then 1 more per started minute',
    );
  });
});
