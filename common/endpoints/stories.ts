import type { z } from 'zod';
import type {
  DeleteStoryResponse,
  Story,
  VisibilityResponse,
  generateStoryBodySchema,
  updateStoryBodySchema,
  visibilityBodySchema,
} from '../contract';
import { endpoint } from '../endpoint';

/** A story: writing a new one, reading it, and its owner's edits, visibility and removal. */
export const storyEndpoints = {
  generate: endpoint<Story, z.input<typeof generateStoryBodySchema>>()('POST', '/api/stories/generate'),
  story: endpoint<Story>()('GET', '/api/stories/:id'),
  update: endpoint<Story, z.input<typeof updateStoryBodySchema>>()('PUT', '/api/stories/:id'),
  remove: endpoint<DeleteStoryResponse>()('DELETE', '/api/stories/:id'),
  visibility: endpoint<VisibilityResponse, z.input<typeof visibilityBodySchema>>()(
    'PATCH',
    '/api/stories/:id/visibility',
  ),
};
