import { useCallback, useEffect, useState } from 'react';
import { SLEEP_TIMER_CHOICES } from '#web/components/audio/playerSettings';

export type SleepChoice = (typeof SLEEP_TIMER_CHOICES)[number] | 'off';

/** Stops playback after a number of minutes, or at the end of the chapter (then nothing plays next). */
export function useSleepTimer(pause: () => void) {
  const [choice, setChoice] = useState<SleepChoice>('off');
  const [endsAt, setEndsAt] = useState<number>();
  const [now, setNow] = useState(() => Date.now());

  const choose = useCallback((next: SleepChoice) => {
    setChoice(next);
    setEndsAt(typeof next === 'number' ? Date.now() + next * 60_000 : undefined);
    setNow(Date.now());
  }, []);

  useEffect(() => {
    if (endsAt === undefined) return;
    const tick = setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= endsAt) {
        clearInterval(tick);
        pause();
        setChoice('off');
        setEndsAt(undefined);
      }
    }, 1000);
    return () => clearInterval(tick);
  }, [endsAt, pause]);

  /** The chapter ended: a timer set for its end is spent, and says playback must stop here. */
  const chapterEnded = useCallback((): boolean => {
    if (choice !== 'chapter') return false;
    setChoice('off');
    return true;
  }, [choice]);

  const remainingSeconds = endsAt === undefined ? undefined : Math.max(0, Math.round((endsAt - now) / 1000));
  return { choice, choose, remainingSeconds, chapterEnded };
}
