import { useEffect, useRef } from 'react';
import { AUDIO_SKIP_SECONDS } from '#web/components/audio/playerSettings';

export interface MediaSessionOptions {
  title: string;
  artist: string;
  artworkUrl?: string | null;
  playing: boolean;
  current: number;
  duration: number;
  rate: number;
  play(): void;
  pause(): void;
  seek(seconds: number): void;
  skip(delta: number): void;
}

/** The lock screen and headset controls: what is playing, play/pause, seek and skip. */
export function useMediaSession(options: MediaSessionOptions) {
  const latest = useRef(options);
  latest.current = options;
  const { title, artist, artworkUrl, playing, current, duration, rate } = options;
  const session = typeof navigator !== 'undefined' && 'mediaSession' in navigator ? navigator.mediaSession : undefined;

  useEffect(() => {
    if (!session || typeof MediaMetadata === 'undefined') return;
    session.metadata = new MediaMetadata({
      title,
      artist,
      album: 'Reverie',
      artwork: artworkUrl ? [{ src: new URL(artworkUrl, location.href).href, sizes: '512x512' }] : [],
    });
  }, [session, title, artist, artworkUrl]);

  useEffect(() => {
    if (!session) return;
    const handlers: Array<[MediaSessionAction, MediaSessionActionHandler]> = [
      ['play', () => latest.current.play()],
      ['pause', () => latest.current.pause()],
      ['seekto', (details) => details.seekTime !== undefined && latest.current.seek(details.seekTime)],
      ['seekbackward', (details) => latest.current.skip(-(details.seekOffset ?? AUDIO_SKIP_SECONDS))],
      ['seekforward', (details) => latest.current.skip(details.seekOffset ?? AUDIO_SKIP_SECONDS)],
    ];
    for (const [action, handler] of handlers) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // An action this browser does not support.
      }
    }
    return () => {
      for (const [action] of handlers) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // As above.
        }
      }
    };
  }, [session]);

  useEffect(() => {
    if (!session) return;
    session.playbackState = playing ? 'playing' : 'paused';
    if (duration > 0 && current <= duration && session.setPositionState)
      session.setPositionState({ duration, position: current, playbackRate: rate });
  }, [session, playing, current, duration, rate]);
}
