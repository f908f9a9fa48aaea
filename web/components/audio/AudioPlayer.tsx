import { Download, Pause, Play, RotateCcw, RotateCw } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { AUDIO_SKIP_SECONDS } from '#common/catalogue';
import { formatPlayTime } from '#common/rules/listeningTime';
import { headAudioFile, recordPlay } from '#web/api/narration';
import { Button } from '../ui/button';
import { Slider } from '../ui/slider';
import { AUDIO_MESSAGES, headCheckProblem } from './audioState';
import { useAudioElement } from './useAudioElement';

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
}

/** Play/pause, ±10 s, a seekable progress bar, m:ss times and a download link; counts one play. */
export function AudioPlayer({ storyId, src, inProgress = false, autoPlay = false, problem }: AudioPlayerProps) {
  const countPlay = useCallback(() => void recordPlay(storyId).catch(() => {}), [storyId]);
  const [verified, setVerified] = useState(false);
  const audio = useAudioElement(countPlay, verified);
  const { setError, play } = audio;

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
    // A browser may refuse to start without a fresh gesture: then the listener presses play.
    if (verified && autoPlay) void play(false);
  }, [verified, autoPlay, play]);

  const error = problem ?? (src ? audio.error : AUDIO_MESSAGES.noUrl);
  const disabled = Boolean(error) || !verified;
  const duration = Math.max(audio.duration, audio.current);

  return (
    <section aria-label="Audio player" className="space-y-3 rounded-2xl border border-border bg-card/70 p-4">
      {verified && src && <audio ref={audio.ref} src={src} preload="metadata" />}
      <div className="flex items-center gap-2">
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
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <span className="w-12 text-right text-xs tabular-nums text-muted-foreground" aria-label="Elapsed">
            {formatPlayTime(audio.current)}
          </span>
          <Slider
            aria-label="Seek"
            disabled={disabled || duration === 0}
            min={0}
            max={duration || 1}
            step={1}
            value={[audio.current]}
            onValueChange={([seconds]) => audio.seek(seconds)}
          />
          <span className="w-12 text-xs tabular-nums text-muted-foreground" aria-label="Duration">
            {formatPlayTime(duration)}
          </span>
        </div>
        {src && !error && (
          <Button asChild size="icon" variant="ghost">
            <a href={`${src}?download=1`} download aria-label="Download audio">
              <Download aria-hidden="true" />
            </a>
          </Button>
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm text-[#ff8fa3]">
          {error}
        </p>
      )}
    </section>
  );
}
