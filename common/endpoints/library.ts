import type { StoryList, StoryTeaser } from '../contract';
import { endpoint } from '../endpoint';

/** Story lists: Discover and the landing page, the premium teasers and gallery, the user's own stories. */
export const libraryEndpoints = {
  /** Paged: the next page's cursor comes in the `NEXT_CURSOR_HEADER` header. */
  publicStories: endpoint<StoryList>()('GET', '/api/stories/public'),
  teasers: endpoint<StoryTeaser[]>()('GET', '/api/stories/teasers'),
  myStories: endpoint<StoryList>()('GET', '/api/user/stories'),
  /** Paged like the public list: what the reader's plan unlocks. */
  premiumStories: endpoint<StoryList>()('GET', '/api/stories/premium-stories'),
};
