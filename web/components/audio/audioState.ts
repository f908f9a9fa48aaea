import { MIN_VALID_AUDIO_BYTES } from '#common/catalogue/limits';
import { FIXED_VOICE_IDS } from '#common/catalogue/voices';
import type { StorySettings } from '#common/contract';

/** The audio player's messages, verbatim from the spec. */
export const AUDIO_MESSAGES = {
  noUrl: 'No audio URL provided. Please try generating the audio again.',
  notFound: (status: number) => `Audio file not found (${status})`,
  cannotVerify: 'Could not verify audio file',
  loadFailed: 'Could not load audio. Please try again.',
  playbackFailed: (reason: string) => `Playback failed: ${reason}`,
  unavailable: 'Audio content unavailable. Text may be too long or complex.',
  generateFailed: 'Failed to generate audio. Please try again.',
} as const;

/** What the HEAD check found wrong with a finished audio file, or undefined when it may be played. */
export function headCheckProblem(result: { status: number; contentLength: string | null } | null): string | undefined {
  if (!result) return AUDIO_MESSAGES.cannotVerify;
  if (result.status < 200 || result.status >= 300) return AUDIO_MESSAGES.notFound(result.status);
  if (result.contentLength !== null && Number(result.contentLength) < MIN_VALID_AUDIO_BYTES)
    return AUDIO_MESSAGES.unavailable;
  return undefined;
}

/** Where a skip lands: never before the start, nor past the end when the length is known. */
export function skipTarget(current: number, delta: number, duration: number): number {
  const target = Math.max(0, current + delta);
  return Number.isFinite(duration) && duration > 0 ? Math.min(target, duration) : target;
}

/** The voice a story is narrated in: the fixed ids for the names the spec maps, else the chosen id (or name). */
export function narrationVoiceId(settings: Pick<StorySettings, 'narrationVoice' | 'narrationVoiceId'>): string {
  return FIXED_VOICE_IDS[settings.narrationVoice] ?? (settings.narrationVoiceId || settings.narrationVoice);
}

/** The reason a play() call was refused, for 'Playback failed: {reason}'. */
export function playbackReason(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}
