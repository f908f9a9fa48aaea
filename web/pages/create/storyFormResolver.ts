import { zodResolver } from '@hookform/resolvers/zod';
import {
  accessTypeSchema,
  categorySchema,
  generateStoryBodySchema,
  storySettingsSchema,
  storyTagsSchema,
} from '#common/contract';

/** The wizard's rules are the API's: the contract's title and settings, the voice aside. */
export const storyFormSchema = storySettingsSchema
  .omit({ narrationVoice: true, narrationVoiceId: true })
  .required()
  .extend({
    title: generateStoryBodySchema.shape.title,
    accessType: accessTypeSchema,
    category: categorySchema,
    tags: storyTagsSchema,
  });

export const storyFormResolver = zodResolver(storyFormSchema);
