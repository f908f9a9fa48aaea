import { z } from 'zod';

/**
 * POST /api/speech/generate. Without storyId it is the voice preview (text must be the catalogue's
 * sample sentence); with it, the chapter's own text is narrated and `text` is ignored.
 */
export const speechGenerateBodySchema = z.object({
  text: z.string({ error: 'text must be text' }).max(200_000, { error: 'text is too long' }).optional(),
  voiceId: z
    .string({ error: 'voiceId is required' })
    .trim()
    .min(1, { error: 'voiceId is required' })
    .max(100, { error: 'voiceId is too long' }),
  storyId: z.string().optional(),
  chapterNumber: z
    .number({ error: 'chapterNumber must be a whole number' })
    .int({ error: 'chapterNumber must be a whole number' })
    .min(1, { error: 'chapterNumber must be at least 1' })
    .optional(),
});
export type SpeechGenerateBody = z.infer<typeof speechGenerateBodySchema>;

export const speechGenerateResponseSchema = z.object({
  audioUrl: z.string(),
  fallback: z.boolean(),
  message: z.string(),
  /** True while the audio is still being produced: the URL streams it as it comes. */
  inProgress: z.boolean(),
  /** The caller's audio balance afterwards (chapter narration only). */
  audioCredits: z.number().int().optional(),
});
export type SpeechGenerateResponse = z.infer<typeof speechGenerateResponseSchema>;

/** GET /api/stories/{id}/audio?chapter=n */
export const audioInfoQuerySchema = z.object({
  chapter: z.coerce
    .number({ error: 'chapter must be a whole number' })
    .int({ error: 'chapter must be a whole number' })
    .min(1, { error: 'chapter must be at least 1' })
    .default(1),
});

export const audioInfoSchema = z.object({
  audioUrl: z.string().nullable(),
  /** True when the stored audio is unusable (smaller than the minimum valid size). */
  fallback: z.boolean(),
  message: z.string(),
  /** The finished narration's real length, in seconds. */
  durationSeconds: z.number().optional(),
});
export type AudioInfo = z.infer<typeof audioInfoSchema>;

/** POST /api/stories/{id}/play */
export const playResponseSchema = z.object({ plays: z.number().int() });
