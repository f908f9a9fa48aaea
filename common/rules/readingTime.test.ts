import { describe, expect, it } from 'vitest';
import { CHARS_PER_WORD } from '../catalogue/costs';
import { readingMinutes } from './readingTime';

describe('reading time', () => {
  it('reads 200 words a minute from the length, never less than 1 minute', () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(200 * CHARS_PER_WORD)).toBe(1);
    expect(readingMinutes(201 * CHARS_PER_WORD)).toBe(2);
  });
});
