import { createContext, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import type { SpeechMark } from '#common/contract';

interface ReadAlong {
  marks: SpeechMark[];
  /** Seconds into the chapter's audio; undefined until it has started. */
  time: number | undefined;
  /** The narration is playing: the spoken sentence is highlighted only then. */
  playing: boolean;
  publish(update: { marks?: SpeechMark[]; time?: number; playing?: boolean }): void;
  /** Seeks the player (and starts it) at a time; a no-op without a player. */
  seek(seconds: number): void;
  /** The player registers how to seek. */
  seekWith(seek: ((seconds: number) => void) | undefined): void;
}

const ReadAlongContext = createContext<ReadAlong | undefined>(undefined);

/** Shares the playing chapter's marks and time between its player and its text. */
export function ReadAlongProvider({ children }: { children: ReactNode }) {
  const [marks, setMarks] = useState<SpeechMark[]>([]);
  const [time, setTime] = useState<number>();
  const [playing, setPlaying] = useState(false);
  const seeker = useRef<((seconds: number) => void) | undefined>(undefined);
  const value = useMemo<ReadAlong>(
    () => ({
      marks,
      time,
      playing,
      publish: (update) => {
        if (update.marks) setMarks(update.marks);
        if (update.time !== undefined) setTime(update.time);
        if (update.playing !== undefined) setPlaying(update.playing);
      },
      seek: (seconds) => seeker.current?.(seconds),
      seekWith: (seek) => {
        seeker.current = seek;
      },
    }),
    [marks, time, playing],
  );
  return <ReadAlongContext.Provider value={value}>{children}</ReadAlongContext.Provider>;
}

export function useReadAlong(): ReadAlong | undefined {
  return useContext(ReadAlongContext);
}

/** The index of the mark being spoken at `time`: the last one that has started. */
export function activeMarkIndex(marks: readonly SpeechMark[], time: number | undefined): number {
  if (time === undefined) return -1;
  let low = 0;
  let high = marks.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (marks[mid].time <= time) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found;
}
