import { describe, expect, it } from 'vitest';
import { listeningMinutes, readingMinutes } from './readingTime';

describe('reading time', () => {
  it('reads 200 words a minute, never less than 1 minute', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('word '.repeat(200))).toBe(1);
    expect(readingMinutes('word '.repeat(201))).toBe(2);
  });

  it('listens length / 5 / 60 whole minutes', () => {
    expect(listeningMinutes(299)).toBe(0);
    expect(listeningMinutes(300)).toBe(1);
    expect(listeningMinutes(1000)).toBe(3);
  });
});
