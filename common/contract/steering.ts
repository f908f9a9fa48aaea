import { z } from 'zod';
import { STORY_CONTENT_MAX_CHARS, WRITER_MEMORY_MAX_CHARS } from '../catalogue/limits';

/** PUT /api/stories/{id}/chapters/{n}: the owner's own words for a chapter. */
export const editChapterBodySchema = z.object({
  content: z
    .string({ error: 'content is required' })
    .trim()
    .min(1, { error: 'content is required' })
    .max(STORY_CONTENT_MAX_CHARS, { error: `content must be at most ${STORY_CONTENT_MAX_CHARS} characters` }),
});
export type EditChapterBody = z.infer<typeof editChapterBodySchema>;

/** GET and PUT /api/stories/{id}/memory: what the writer remembers of the story. */
export const storyMemorySchema = z.object({
  memory: z
    .string({ error: 'memory must be text' })
    .max(WRITER_MEMORY_MAX_CHARS, { error: `memory must be at most ${WRITER_MEMORY_MAX_CHARS} characters` }),
});
export type StoryMemory = z.infer<typeof storyMemorySchema>;
