import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readPlaybackRate, readResumePosition, savePlaybackRate, saveResumePosition } from './playerPrefs';
import { useSleepTimer } from './useSleepTimer';

describe('what the player remembers', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the speed, ignoring anything that is not one of the offered speeds', () => {
    expect(readPlaybackRate()).toBe(1);
    savePlaybackRate(1.5);
    expect(readPlaybackRate()).toBe(1.5);
    localStorage.setItem('reverie.playbackRate', '16');
    expect(readPlaybackRate()).toBe(1);
    localStorage.setItem('reverie.playbackRate', '{broken');
    expect(readPlaybackRate()).toBe(1);
  });

  it('resumes each chapter where it stopped, but not from its very start or end, and forgets a finished one', () => {
    saveResumePosition('s1', 1, 42.37);
    saveResumePosition('s1', 2, 1);
    expect(readResumePosition('s1', 1, 120)).toBe(42.4);
    expect(readResumePosition('s1', 2, 120)).toBeUndefined();
    expect(readResumePosition('s1', 1, 43)).toBeUndefined();
    expect(readResumePosition('s2', 1, 120)).toBeUndefined();
    saveResumePosition('s1', 1, undefined);
    expect(readResumePosition('s1', 1, 120)).toBeUndefined();
  });
});

describe('the sleep timer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('pauses after the chosen minutes and then turns itself off', () => {
    const pause = vi.fn();
    const { result } = renderHook(() => useSleepTimer(pause));
    act(() => result.current.choose(15));
    expect(result.current.remainingSeconds).toBe(900);
    act(() => void vi.advanceTimersByTime(14 * 60_000));
    expect(pause).not.toHaveBeenCalled();
    expect(result.current.remainingSeconds).toBe(60);
    act(() => void vi.advanceTimersByTime(61_000));
    expect(pause).toHaveBeenCalledTimes(1);
    expect(result.current.choice).toBe('off');
  });

  it('set for the end of the chapter, says to stop there once', () => {
    const { result } = renderHook(() => useSleepTimer(vi.fn()));
    expect(result.current.chapterEnded()).toBe(false);
    act(() => result.current.choose('chapter'));
    let stop = false;
    act(() => {
      stop = result.current.chapterEnded();
    });
    expect(stop).toBe(true);
    expect(result.current.choice).toBe('off');
  });
});
