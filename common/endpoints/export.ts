import { endpoint } from '../endpoint';

/** An author's story as a file (`?format=`: EPUB or text), not JSON. */
export const exportEndpoints = {
  story: endpoint<never>()('GET', '/api/stories/:id/export'),
};
