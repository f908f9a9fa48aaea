import type { ContinueReadingItem, SavedResponse, StoryList } from '../contract';
import { endpoint } from '../endpoint';

/** The reading list (saved stories) and "Continue reading". */
export const readingEndpoints = {
  save: endpoint<SavedResponse>()('PUT', '/api/stories/:id/saved'),
  unsave: endpoint<SavedResponse>()('DELETE', '/api/stories/:id/saved'),
  saved: endpoint<StoryList>()('GET', '/api/user/saved'),
  continueReading: endpoint<ContinueReadingItem[]>()('GET', '/api/user/continue-reading'),
};
