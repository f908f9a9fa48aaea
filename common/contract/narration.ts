import { z } from 'zod';
import { chapterNumberField, chapterNumberText } from './numbers';

/**
 * POST /api/speech/generate. Without storyId it is the voice preview (text must be the catalogue's
 * sample sentence); with it, the chapter's own text is narrated and `text` is ignored.
 */
const voiceIdSchema = z
  .string({ error: 'voiceId is required' })
  .trim()
  .min(1, { error: 'voiceId is required' })
  .max(100, { error: 'voiceId is too long' });

export const speechGenerateBodySchema = z.object({
  text: z.string({ error: 'text must be text' }).max(200_000, { error: 'text is too long' }).optional(),
  voiceId: voiceIdSchema,
  storyId: z.string().optional(),
  chapterNumber: chapterNumberField('chapterNumber').optional(),
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
  chapter: chapterNumberText('chapter').default(1),
});

/** Read-along: from `time` seconds into the audio, the text at [start, end) of the chapter's content is spoken. */
export const speechMarkSchema = z.object({
  time: z.number().nonnegative(),
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
});
export type SpeechMark = z.infer<typeof speechMarkSchema>;

export const audioInfoSchema = z.object({
  audioUrl: z.string().nullable(),
  /** True when the stored audio is unusable (smaller than the minimum valid size). */
  fallback: z.boolean(),
  message: z.string(),
  /** In order of time and text; empty while there is no usable audio. */
  marks: z.array(speechMarkSchema),
  /** True while the narration is still being produced (the URL streams it); a failed one answers fallback with its reason. */
  inProgress: z.boolean(),
  /** The finished narration's real length, in seconds. */
  durationSeconds: z.number().optional(),
});
export type AudioInfo = z.infer<typeof audioInfoSchema>;

/** POST /api/stories/{id}/play */
export const playResponseSchema = z.object({ plays: z.number().int() });
export type PlayResponse = z.infer<typeof playResponseSchema>;

/** GET /api/stories/{id}/narration-price?voiceId= : what narrating every ready chapter costs (the owner only). */
export const storyNarrationPriceQuerySchema = z.object({ voiceId: voiceIdSchema });

export const storyNarrationPriceSchema = z.object({
  chapters: z.array(
    z.object({
      number: z.number().int(),
      /** 0 when this voice's narration of the chapter exists already (or is being made). */
      audioCredits: z.number().int(),
      narrated: z.boolean(),
    }),
  ),
  totalAudioCredits: z.number().int(),
});
export type StoryNarrationPrice = z.infer<typeof storyNarrationPriceSchema>;

/** POST /api/speech/generate-story: narrates every ready chapter of the caller's story in one voice. */
export const speechGenerateStoryBodySchema = z.object({
  storyId: z.string({ error: 'storyId is required' }).min(1, { error: 'storyId is required' }),
  voiceId: voiceIdSchema,
});
export type SpeechGenerateStoryBody = z.infer<typeof speechGenerateStoryBodySchema>;

export const speechGenerateStoryResponseSchema = z.object({
  chapters: z.array(z.object({ number: z.number().int(), audioUrl: z.string(), inProgress: z.boolean() })),
  /** Audio credits this call charged. */
  charged: z.number().int(),
  /** The caller's audio balance afterwards. */
  audioCredits: z.number().int(),
});
export type SpeechGenerateStoryResponse = z.infer<typeof speechGenerateStoryResponseSchema>;
