import { useCallback, useEffect, useRef, useState } from 'react';
import { AUDIO_MESSAGES, playbackReason, skipTarget } from './audioState';
import {
  readPlaybackRate,
  readResumePosition,
  savePlaybackRate,
  saveResumePosition,
  type PlaybackRate,
} from './playerPrefs';

export interface AudioElementOptions {
  onFirstPlay(): void;
  /** The <audio> element is rendered. */
  mounted: boolean;
  /** Where to remember (and resume) the listening position. */
  resume?: { storyId: string; chapter: number };
  onEnded?(): void;
  onTime?(seconds: number): void;
}

/** How often the listening position is written down while playing. */
const SAVE_EVERY_SECONDS = 2;

/** Playback state of one <audio> element (rendered while `mounted`), and the actions the player's controls take on it. */
export function useAudioElement({ onFirstPlay, mounted, resume, onEnded, onTime }: AudioElementOptions) {
  const ref = useRef<HTMLAudioElement>(null);
  const playedOnce = useRef(false);
  const [playing, setPlaying] = useState(false);
  const [current, setCurrent] = useState(0);
  const [duration, setDuration] = useState(0);
  const [error, setError] = useState<string>();
  const [rate, setRateState] = useState<PlaybackRate>(readPlaybackRate);
  const rateRef = useRef(rate);
  const callbacks = useRef({ onEnded, onTime });
  callbacks.current = { onEnded, onTime };
  const storyId = resume?.storyId;
  const chapter = resume?.chapter;

  useEffect(() => {
    const audio = ref.current;
    if (!audio) return;
    let savedAt = -Infinity;
    const remember = (seconds: number | undefined) => {
      if (storyId !== undefined && chapter !== undefined) saveResumePosition(storyId, chapter, seconds);
    };
    const knownLength = () =>
      Number.isFinite(audio.duration)
        ? audio.duration
        : audio.buffered.length
          ? audio.buffered.end(audio.buffered.length - 1)
          : 0;
    const onTimeChange = () => {
      setCurrent(audio.currentTime);
      setDuration(knownLength());
      callbacks.current.onTime?.(audio.currentTime);
      if (!audio.paused && Math.abs(audio.currentTime - savedAt) >= SAVE_EVERY_SECONDS) {
        savedAt = audio.currentTime;
        remember(audio.currentTime);
      }
    };
    const onMetadata = () => {
      audio.playbackRate = rateRef.current;
      const resumeAt =
        storyId !== undefined && chapter !== undefined && audio.currentTime === 0
          ? readResumePosition(storyId, chapter, audio.duration)
          : undefined;
      if (resumeAt !== undefined) audio.currentTime = resumeAt;
      onTimeChange();
    };
    const onPlay = () => {
      setPlaying(true);
      if (!playedOnce.current) {
        playedOnce.current = true;
        onFirstPlay();
      }
    };
    const onPause = () => {
      setPlaying(false);
      if (!audio.ended && audio.currentTime > 0) remember(audio.currentTime);
    };
    const onEnd = () => {
      setPlaying(false);
      remember(undefined);
      callbacks.current.onEnded?.();
    };
    const onError = () => {
      setPlaying(false);
      setError(AUDIO_MESSAGES.loadFailed);
    };
    const events: Array<[string, () => void]> = [
      ['timeupdate', onTimeChange],
      ['durationchange', onTimeChange],
      ['progress', onTimeChange],
      ['loadedmetadata', onMetadata],
      ['play', onPlay],
      ['pause', onPause],
      ['ended', onEnd],
      ['error', onError],
    ];
    if (audio.readyState >= 1) onMetadata();
    for (const [name, handler] of events) audio.addEventListener(name, handler);
    return () => {
      for (const [name, handler] of events) audio.removeEventListener(name, handler);
      // An element taken away while playing (a narration that failed) fires no pause: it is not playing any more.
      if (!audio.isConnected) setPlaying(false);
    };
  }, [onFirstPlay, mounted, storyId, chapter]);

  const play = useCallback(async (reportRefusal = true) => {
    try {
      await ref.current?.play();
    } catch (refusal) {
      if (reportRefusal) setError(AUDIO_MESSAGES.playbackFailed(playbackReason(refusal)));
    }
  }, []);

  const pause = useCallback(() => ref.current?.pause(), []);

  const toggle = useCallback(() => {
    if (ref.current?.paused) void play();
    else ref.current?.pause();
  }, [play]);

  const seek = useCallback((seconds: number) => {
    const audio = ref.current;
    if (!audio) return;
    audio.currentTime = skipTarget(seconds, 0, audio.duration);
    setCurrent(audio.currentTime);
    callbacks.current.onTime?.(audio.currentTime);
  }, []);

  const skip = useCallback((delta: number) => seek((ref.current?.currentTime ?? 0) + delta), [seek]);

  const setRate = useCallback((next: PlaybackRate) => {
    rateRef.current = next;
    setRateState(next);
    savePlaybackRate(next);
    if (ref.current) ref.current.playbackRate = next;
  }, []);

  return { ref, playing, current, duration, error, setError, play, pause, toggle, seek, skip, rate, setRate };
}
