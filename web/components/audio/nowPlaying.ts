import { useSyncExternalStore } from 'react';

/** The narration being listened to, wherever its controls are. */
export interface NowPlaying {
  src: string;
  storyId: string;
  chapter: number;
  title: string;
  storyTitle: string;
  /** Seconds into the narration, and its length once known. */
  time: number;
  duration: number;
  playing: boolean;
  /**
   * Who holds the <audio>: the chapter's own player on its page ('page'), or the mini-player in the
   * layout ('mini') once the listener has left that page while it played.
   */
  owner: 'page' | 'mini';
  /** The page's player is on screen: the mini-player is then not needed. */
  pageInView: boolean;
}

/** What the page's player lets the mini-player do while it holds the audio. */
interface PageControls {
  toggle(): void;
}

let current: NowPlaying | null = null;
let pageControls: PageControls | undefined;
const listeners = new Set<() => void>();

function set(next: NowPlaying | null) {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const nowPlaying = {
  get: () => current,
  /** A chapter's player on its page started playing: it holds the audio from now on. */
  claim(state: Omit<NowPlaying, 'owner'>, controls: PageControls) {
    pageControls = controls;
    set({ ...state, owner: 'page' });
  },
  /** News from whoever holds the audio of `src` (anything else is an old player's, and ignored). */
  update(src: string, changes: Partial<Pick<NowPlaying, 'time' | 'duration' | 'playing' | 'pageInView'>>) {
    if (current?.src === src) set({ ...current, ...changes });
  },
  /** The page's player of `src` goes away: playing, the mini-player carries on from `time`; paused, it ends. */
  leavePage(src: string, playing: boolean, time: number) {
    if (current?.src !== src || current.owner !== 'page') return;
    pageControls = undefined;
    set(playing ? { ...current, owner: 'mini', time, playing: true, pageInView: false } : null);
  },
  /** Play/pause, through whoever holds the audio. */
  toggle() {
    if (current?.owner === 'page') pageControls?.toggle();
    else if (current) set({ ...current, playing: !current.playing });
  },
  stop() {
    if (current?.owner === 'page' && current.playing) pageControls?.toggle();
    pageControls = undefined;
    set(null);
  },
};

export function useNowPlaying(): NowPlaying | null {
  return useSyncExternalStore(subscribe, nowPlaying.get, () => null);
}
