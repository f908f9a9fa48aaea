/** The audio player's choices. */

/** Player speeds, the sleep timer's choices (minutes; 'chapter' stops at the end of the chapter). */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;

export const SLEEP_TIMER_CHOICES = [15, 30, 60, 'chapter'] as const;

export const AUDIO_SKIP_SECONDS = 10;
