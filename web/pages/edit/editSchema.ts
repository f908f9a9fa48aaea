import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { updateStoryBodySchema } from '#common/contract';

/** The edit form checks what the server will: title and content required. */
const editStorySchema = updateStoryBodySchema.pick({ title: true, content: true });
export type EditStoryInput = z.infer<typeof editStorySchema>;

export const editStoryResolver = zodResolver(editStorySchema);
