import { PLAYBACK_RATES } from '#web/components/audio/playerSettings';

const RATE_KEY = 'reverie.playbackRate';
const POSITIONS_KEY = 'reverie.listeningPositions';
/** Positions this close to either end are not worth resuming from. */
const RESUME_MARGIN_SECONDS = 3;
/** Only the most recent chapters are remembered, so the entry never grows without bound. */
const MAX_POSITIONS = 200;

export type PlaybackRate = (typeof PLAYBACK_RATES)[number];

function readJson(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private browsing or a full store: the player simply forgets.
  }
}

export function readPlaybackRate(): PlaybackRate {
  const stored = readJson(RATE_KEY);
  return PLAYBACK_RATES.find((rate) => rate === stored) ?? 1;
}

export function savePlaybackRate(rate: PlaybackRate) {
  writeJson(RATE_KEY, rate);
}

const positionKey = (storyId: string, chapter: number) => `${storyId}:${chapter}`;

function readPositions(): Record<string, number> {
  const stored = readJson(POSITIONS_KEY);
  return stored && typeof stored === 'object' ? (stored as Record<string, number>) : {};
}

/** Where the listener stopped in this chapter, if worth resuming (not at the very start or end). */
export function readResumePosition(storyId: string, chapter: number, duration: number): number | undefined {
  const seconds = readPositions()[positionKey(storyId, chapter)];
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < RESUME_MARGIN_SECONDS) return undefined;
  if (Number.isFinite(duration) && duration > 0 && seconds > duration - RESUME_MARGIN_SECONDS) return undefined;
  return seconds;
}

/** Remembers the position (or forgets it, with undefined, once the chapter is finished). */
export function saveResumePosition(storyId: string, chapter: number, seconds: number | undefined) {
  const positions = readPositions();
  const key = positionKey(storyId, chapter);
  delete positions[key];
  if (seconds !== undefined) positions[key] = Math.round(seconds * 10) / 10;
  const kept = Object.entries(positions).slice(-MAX_POSITIONS);
  writeJson(POSITIONS_KEY, Object.fromEntries(kept));
}
