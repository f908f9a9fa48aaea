import { useCallback, useEffect, useRef, useState } from 'react';
import { AUDIO_MESSAGES, playbackReason, skipTarget } from './audioState';

/** Playback state of one <audio> element (rendered while `mounted`), and the actions the player's controls take on it. */
export function useAudioElement(onFirstPlay: () => void, mounted: boolean) {
  const ref = useRef<HTMLAudioElement>(null);
  const playedOnce = useRef(false);
  const [playing, setPlaying] = useState(false);
  const [current, setCurrent] = useState(0);
  const [duration, setDuration] = useState(0);
  const [error, setError] = useState<string>();

  useEffect(() => {
    const audio = ref.current;
    if (!audio) return;
    const knownLength = () =>
      Number.isFinite(audio.duration)
        ? audio.duration
        : audio.buffered.length
          ? audio.buffered.end(audio.buffered.length - 1)
          : 0;
    const onTime = () => {
      setCurrent(audio.currentTime);
      setDuration(knownLength());
    };
    const onPlay = () => {
      setPlaying(true);
      if (!playedOnce.current) {
        playedOnce.current = true;
        onFirstPlay();
      }
    };
    const onPause = () => setPlaying(false);
    const onError = () => {
      setPlaying(false);
      setError(AUDIO_MESSAGES.loadFailed);
    };
    const events: Array<[string, () => void]> = [
      ['timeupdate', onTime],
      ['durationchange', onTime],
      ['progress', onTime],
      ['loadedmetadata', onTime],
      ['play', onPlay],
      ['pause', onPause],
      ['ended', onPause],
      ['error', onError],
    ];
    for (const [name, handler] of events) audio.addEventListener(name, handler);
    return () => {
      for (const [name, handler] of events) audio.removeEventListener(name, handler);
    };
  }, [onFirstPlay, mounted]);

  const play = useCallback(async (reportRefusal = true) => {
    try {
      await ref.current?.play();
    } catch (refusal) {
      if (reportRefusal) setError(AUDIO_MESSAGES.playbackFailed(playbackReason(refusal)));
    }
  }, []);

  const toggle = useCallback(() => {
    if (ref.current?.paused) void play();
    else ref.current?.pause();
  }, [play]);

  const seek = useCallback((seconds: number) => {
    const audio = ref.current;
    if (!audio) return;
    audio.currentTime = skipTarget(seconds, 0, audio.duration);
    setCurrent(audio.currentTime);
  }, []);

  const skip = useCallback((delta: number) => seek((ref.current?.currentTime ?? 0) + delta), [seek]);

  return { ref, playing, current, duration, error, setError, play, toggle, seek, skip };
}
