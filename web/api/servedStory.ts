import { SERVED_STORY_ELEMENT_ID } from '#common/catalogue/wire';
import type { ServedStory, Story } from '#common/contract';

type ServedCover = Pick<Story, '_id' | 'title' | 'imageUrl'>;
let servedCover: ServedCover | undefined;

/**
 * The story the first load of its page came with (for a guest; server/modules/stories/storyPage.service.ts),
 * taken once: later visits ask the API as usual.
 */
export function takeServedStory(id: string): ServedStory | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById(SERVED_STORY_ELEMENT_ID);
  if (!element) return undefined;
  element.remove();
  const served = JSON.parse(element.textContent ?? '') as ServedStory;
  if (served.story._id !== id) return undefined;
  const { _id, title, imageUrl } = served.story;
  servedCover = { _id, title, imageUrl };
  return served;
}

/**
 * The cover the server drew on the first load of this story's page: the page keeps it on screen while
 * a signed-in reader's own answers load, rather than swapping it for a spinner.
 */
export function servedCoverOf(id: string): ServedCover | undefined {
  return servedCover?._id === id && servedCover.imageUrl ? servedCover : undefined;
}
