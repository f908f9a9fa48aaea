import { z } from 'zod';
import { chapterNumberText } from '#common/contract';
import { errorBodySchema } from '#common/errors';

/** The error answers a story or chapter route may give. */
export const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  402: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

export const storyParams = z.object({ id: z.string() });

export const chapterParams = z.object({
  id: z.string(),
  n: chapterNumberText('chapter number'),
});
