import { SERVED_STORY_ELEMENT_ID } from '#common/catalogue';
import type { ServedStory } from '#common/contract';

/**
 * The story the first load of its page came with (for a guest; server/modules/stories/storyPage.service.ts),
 * taken once: later visits ask the API as usual.
 */
export function takeServedStory(id: string): ServedStory | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById(SERVED_STORY_ELEMENT_ID);
  if (!element) return undefined;
  element.remove();
  const served = JSON.parse(element.textContent ?? '') as ServedStory;
  return served.story._id === id ? served : undefined;
}
