import { Download, Pause, Play, RotateCcw, RotateCw } from 'lucide-react';
import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { AUDIO_SKIP_SECONDS } from '#web/components/audio/playerSettings';
import { formatPlayTime } from '#common/rules/listeningTime';
import { headAudioFile, recordPlay } from '#web/api/narration';
import { Button } from '../ui/button';
import { Slider } from '../ui/slider';
import { AmbienceControl } from './AmbienceControl';
import { ambienceFor } from './ambience';
import { AUDIO_MESSAGES, headCheckProblem } from './audioState';
import { nowPlaying } from './nowPlaying';
import { SleepTimerSelect, SpeedSelect } from './PlayerOptions';
import { useReadAlong } from './readAlong';
import { useAudioElement } from './useAudioElement';
import { useMediaSession } from './useMediaSession';
import { usePlayerKeys } from './usePlayerKeys';
import { useSleepTimer } from './useSleepTimer';

/** What is playing, for the lock screen, the resume position and the ambience. */
export interface PlayerMedia {
  chapter: number;
  title: string;
  storyTitle: string;
  artworkUrl?: string | null;
  atmosphere?: string;
}

export interface AudioPlayerProps {
  storyId: string;
  /** The audio URL; null when the server gave none. */
  src: string | null;
  /** Still being produced: play the stream at once, without the size check. */
  inProgress?: boolean;
  /** Start playing as soon as the audio can (right after generating it). */
  autoPlay?: boolean;
  /** An error known before playing (fallback audio, a failed generation): shown with a disabled player. */
  problem?: string;
  media?: PlayerMedia;
  /** The chapter played to its end; `stop` when the sleep timer asked to stop there. */
  onFinished?(stop: boolean): void;
  /** The listener started it for the first time. */
  onPlayed?(): void;
}

/**
 * Play/pause, ±10 s, an accessible seek bar, m:ss times, speed, a sleep timer, ambience and a
 * download link; remembers where the listener stopped; counts one play.
 */
export function AudioPlayer({
  storyId,
  src,
  inProgress = false,
  autoPlay = false,
  problem,
  media,
  onFinished,
  onPlayed,
}: AudioPlayerProps) {
  const played = useRef(onPlayed);
  played.current = onPlayed;
  const countPlay = useCallback(() => {
    void recordPlay(storyId).catch(() => {});
    played.current?.();
  }, [storyId]);
  const [verified, setVerified] = useState(false);
  const readAlong = useReadAlong();
  const publish = readAlong?.publish;
  // The sleep timer is made before the element it pauses: it pauses through this ref.
  const pauseAudio = useRef<() => void>(() => {});
  const sleep = useSleepTimer(useCallback(() => pauseAudio.current(), []));
  const audio = useAudioElement({
    onFirstPlay: countPlay,
    mounted: verified,
    resume: media && { storyId, chapter: media.chapter },
    onTime: useCallback((seconds: number) => publish?.({ time: seconds }), [publish]),
    onEnded: () => onFinished?.(sleep.chapterEnded()),
  });
  const { setError, play, seek, pause } = audio;
  useEffect(() => {
    pauseAudio.current = pause;
  }, [pause]);
  const section = useRef<HTMLElement>(null);
  useHandOver(src, storyId, media, audio, section);
  useEffect(() => {
    publish?.({ playing: audio.playing });
  }, [audio.playing, publish]);

  useEffect(() => {
    let cancelled = false;
    setVerified(false);
    if (problem || !src) return;
    if (inProgress) {
      setVerified(true);
      return;
    }
    void headAudioFile(src).then((result) => {
      if (cancelled) return;
      const found = headCheckProblem(result);
      if (found) setError(found);
      else setVerified(true);
    });
    return () => {
      cancelled = true;
    };
  }, [src, inProgress, problem, setError]);

  useEffect(() => {
    if (!verified) return;
    // Back on the chapter the mini-player is playing: this player takes over from where it is.
    const now = nowPlaying.get();
    const handedBack = now?.owner === 'mini' && now.src === src;
    if (handedBack) seek(now.time);
    // A browser may refuse to start without a fresh gesture: then the listener presses play.
    if (autoPlay || handedBack) void play(false);
  }, [verified, autoPlay, src, seek, play]);

  useEffect(() => {
    if (!readAlong || !verified) return;
    readAlong.seekWith((seconds) => {
      seek(seconds);
      void play();
    });
    return () => readAlong.seekWith(undefined);
  }, [readAlong, verified, seek, play]);

  const error = problem ?? (src ? audio.error : AUDIO_MESSAGES.noUrl);
  const disabled = Boolean(error) || !verified;
  const duration = Math.max(audio.duration, audio.current);

  usePlayerKeys(!disabled, audio);
  useMediaSession({
    title: media?.title ?? 'Narration',
    artist: media?.storyTitle ?? 'Reverie',
    artworkUrl: media?.artworkUrl,
    playing: audio.playing,
    current: audio.current,
    duration,
    rate: audio.rate,
    play: () => void audio.play(),
    pause: audio.pause,
    seek: audio.seek,
    skip: audio.skip,
  });

  return (
    <section
      ref={section}
      aria-label="Audio player"
      className="space-y-3 rounded-2xl border border-border bg-card/70 p-3 sm:p-4"
    >
      {verified && src && <audio ref={audio.ref} src={src} preload="metadata" />}
      <div className="flex items-center gap-2 sm:gap-3">
        <span className="w-11 shrink-0 text-right text-xs tabular-nums text-muted-foreground" aria-label="Elapsed">
          {formatPlayTime(audio.current)}
        </span>
        <Slider
          data-testid="seek-bar"
          className="min-w-0 flex-1"
          disabled={disabled || duration === 0}
          min={0}
          max={duration || 1}
          step={1}
          value={audio.current}
          onValueChange={(seconds) => audio.seek(seconds)}
          aria-label="Seek"
          aria-valuetext={`${formatPlayTime(audio.current)} of ${formatPlayTime(duration)}`}
        />
        <span className="w-11 shrink-0 text-xs tabular-nums text-muted-foreground" aria-label="Duration">
          {formatPlayTime(duration)}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-2">
        <div className="flex items-center gap-1">
          <Button
            size="icon"
            variant="ghost"
            disabled={disabled}
            onClick={() => audio.skip(-AUDIO_SKIP_SECONDS)}
            aria-label={`Back ${AUDIO_SKIP_SECONDS} seconds`}
          >
            <RotateCcw aria-hidden="true" />
          </Button>
          <Button size="icon" disabled={disabled} onClick={audio.toggle} aria-label={audio.playing ? 'Pause' : 'Play'}>
            {audio.playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
          </Button>
          <Button
            size="icon"
            variant="ghost"
            disabled={disabled}
            onClick={() => audio.skip(AUDIO_SKIP_SECONDS)}
            aria-label={`Forward ${AUDIO_SKIP_SECONDS} seconds`}
          >
            <RotateCw aria-hidden="true" />
          </Button>
        </div>
        <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
          <SpeedSelect rate={audio.rate} onChange={audio.setRate} />
          <SleepTimerSelect choice={sleep.choice} remainingSeconds={sleep.remainingSeconds} onChange={sleep.choose} />
          {src && !error && (
            <Button asChild size="icon" variant="ghost">
              <a href={`${src}?download=1`} download aria-label="Download audio">
                <Download aria-hidden="true" />
              </a>
            </Button>
          )}
        </div>
      </div>
      {media?.atmosphere !== undefined && !error && (
        <AmbienceControl kind={ambienceFor(media.atmosphere)} playing={audio.playing} />
      )}
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </section>
  );
}

/**
 * Keeps the mini-player told about this player's narration: it claims the audio when it starts, says
 * where it is and whether it is on screen, and when it goes away while playing (the listener left the
 * page) the mini-player carries on from there.
 */
function useHandOver(
  src: string | null,
  storyId: string,
  media: PlayerMedia | undefined,
  audio: ReturnType<typeof useAudioElement>,
  section: RefObject<HTMLElement | null>,
) {
  const { playing, current, duration, toggle } = audio;
  const inView = useRef(true);
  const latest = useRef({ playing, current });
  useEffect(() => {
    latest.current = { playing, current };
  }, [playing, current]);
  const chapter = media?.chapter;
  const title = media?.title;
  const storyTitle = media?.storyTitle;

  useEffect(() => {
    if (!src || chapter === undefined || title === undefined || storyTitle === undefined || !playing) return;
    const now = nowPlaying.get();
    if (now?.src === src && now.owner === 'page') return;
    nowPlaying.claim(
      {
        src,
        storyId,
        chapter,
        title,
        storyTitle,
        time: latest.current.current,
        duration,
        playing: true,
        pageInView: inView.current,
      },
      { toggle },
    );
  }, [src, storyId, chapter, title, storyTitle, playing, duration, toggle]);

  useEffect(() => {
    if (src) nowPlaying.update(src, { time: current, duration, playing });
  }, [src, current, duration, playing]);

  useEffect(() => {
    const element = section.current;
    if (!src || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      inView.current = entry.isIntersecting;
      nowPlaying.update(src, { pageInView: entry.isIntersecting });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [src, section]);

  // Before the <audio> is taken out of the page (which pauses it): whether it was playing, and where.
  useLayoutEffect(() => {
    if (!src) return;
    const last = latest;
    return () => nowPlaying.leavePage(src, last.current.playing, last.current.current);
  }, [src]);
}
