import { describe, expect, it } from 'vitest';
import { CHARS_PER_WORD } from '../catalogue/costs';
import {
  estimatedListeningSeconds,
  formatPlayTime,
  listeningMinutes,
  listeningSeconds,
  wordCount,
} from './listeningTime';

describe('listening time', () => {
  it('counts words across any whitespace', () => {
    expect(wordCount('')).toBe(0);
    expect(wordCount('   ')).toBe(0);
    expect(wordCount(' one\ntwo\tthree ')).toBe(3);
  });

  it('estimates from the length at 150 words a minute, and prefers the real duration of narrated parts', () => {
    expect(estimatedListeningSeconds(150 * CHARS_PER_WORD)).toBe(60);
    expect(estimatedListeningSeconds(0)).toBe(0);
    // A 2:38 narration reads as 3 minutes, whatever the text's length says.
    expect(listeningMinutes(listeningSeconds({ narratedMs: 158_000, unnarratedLength: 0 }))).toBe(3);
    expect(listeningSeconds({ narratedMs: 60_000, unnarratedLength: 150 * CHARS_PER_WORD })).toBe(120);
  });

  it('shows the nearest whole minute, at least one', () => {
    expect(listeningMinutes(0)).toBe(1);
    expect(listeningMinutes(60)).toBe(1);
    expect(listeningMinutes(61)).toBe(1);
    expect(listeningMinutes(89)).toBe(1);
    expect(listeningMinutes(90)).toBe(2);
    // A 4:14 narration is a 4 minute listen (it was "5 min listen" in started minutes).
    expect(listeningMinutes(254)).toBe(4);
  });

  it('formats times as m:ss', () => {
    expect(formatPlayTime(0)).toBe('0:00');
    expect(formatPlayTime(9.9)).toBe('0:09');
    expect(formatPlayTime(61)).toBe('1:01');
    expect(formatPlayTime(754)).toBe('12:34');
    expect(formatPlayTime(Number.NaN)).toBe('0:00');
    expect(formatPlayTime(Number.POSITIVE_INFINITY)).toBe('0:00');
    expect(formatPlayTime(-5)).toBe('0:00');
  });
});
