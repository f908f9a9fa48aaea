import { Pause, Play, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { formatPlayTime } from '#common/rules/listeningTime';
import { Button } from '../ui/button';
import { type NowPlaying, nowPlaying, useNowPlaying } from './nowPlaying';
import { readPlaybackRate, saveResumePosition } from './playerPrefs';

/**
 * The narration docked at the bottom of every page: shown while the chapter's own player is off
 * screen, and after the listener has left its page, when it plays on here (in the layout, so it
 * survives the app's navigation) until it ends or is closed.
 */
export function MiniPlayer() {
  const now = useNowPlaying();
  if (!now || (now.owner === 'page' && now.pageInView)) return null;
  const progress = now.duration > 0 ? Math.min(100, (now.time / now.duration) * 100) : 0;
  return (
    <>
      {/* Room at the page's end, so the docked player covers nothing of it. */}
      <div aria-hidden="true" className="h-20" />
      <section
        aria-label="Now playing"
        className="glass fixed inset-x-0 bottom-0 z-40 border-t border-border/70 pb-[env(safe-area-inset-bottom)]"
      >
        {now.owner === 'mini' && <MiniAudio key={now.src} now={now} />}
        <div className="h-0.5 bg-primary/15">
          <div className="h-full bg-primary" style={{ width: `${progress}%` }} />
        </div>
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
          <Button
            size="icon"
            onClick={nowPlaying.toggle}
            aria-label={now.playing ? 'Pause narration' : 'Play narration'}
          >
            {now.playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
          </Button>
          <Link
            to={`/story/${now.storyId}?chapter=${now.chapter}`}
            className="focus-ring min-w-0 flex-1 rounded-md text-sm"
          >
            <span className="block truncate font-medium">{now.storyTitle}</span>
            <span className="block truncate text-xs text-muted-foreground">
              {now.title} · {formatPlayTime(now.time)} / {formatPlayTime(now.duration)}
            </span>
          </Link>
          <Button size="icon" variant="ghost" onClick={nowPlaying.stop} aria-label="Close the player">
            <X aria-hidden="true" />
          </Button>
        </div>
      </section>
    </>
  );
}

/** The mini-player's own <audio>, which carries on from where the chapter's player was left. */
function MiniAudio({ now }: { now: NowPlaying }) {
  const ref = useRef<HTMLAudioElement>(null);
  const { src, storyId, chapter, playing } = now;
  // Where the chapter's player was left; later updates of `now.time` are this element's own.
  const start = useRef(now.time);

  useEffect(() => {
    const audio = ref.current;
    if (!audio) return;
    const onMetadata = () => {
      audio.playbackRate = readPlaybackRate();
      audio.currentTime = start.current;
    };
    const onTime = () => {
      nowPlaying.update(src, {
        time: audio.currentTime,
        duration: Number.isFinite(audio.duration) ? audio.duration : 0,
      });
      // The chapter's player, opened again, resumes from here.
      saveResumePosition(storyId, chapter, audio.currentTime);
    };
    const onEnded = () => {
      saveResumePosition(storyId, chapter, undefined);
      nowPlaying.stop();
    };
    const events: Array<[string, () => void]> = [
      ['loadedmetadata', onMetadata],
      ['timeupdate', onTime],
      ['ended', onEnded],
    ];
    if (audio.readyState >= 1) onMetadata();
    for (const [name, handler] of events) audio.addEventListener(name, handler);
    return () => {
      for (const [name, handler] of events) audio.removeEventListener(name, handler);
    };
  }, [src, storyId, chapter]);

  useEffect(() => {
    const audio = ref.current;
    if (!audio) return;
    if (playing) audio.play().catch(() => nowPlaying.update(src, { playing: false }));
    else audio.pause();
  }, [playing, src]);

  return <audio ref={ref} src={src} preload="auto" />;
}
