import { SERVED_STORY_ELEMENT_ID, STORY_PAGE_PREFIX } from '#common/catalogue/wire';
import { servedStorySchema } from '#common/contract';
import { ApiError } from '#common/errors';
import type { Database } from '#server/db/client';
import { chaptersOfReadable } from '#server/modules/chapters/chapters.service';
import { viewerOf } from '#server/policies/viewer';
import { readableStory } from './stories.service';
import { presentStory } from './story.presenter';
import { linkPreview } from './storyPreview';

/**
 * What a story's page is sent with when every guest may read the story: its cover, the page's largest
 * paint, to fetch at once and drawn where the page shows it, its link preview, and the answers the page's two reads
 * would give a guest, so a guest's page draws without asking. A story a guest may not read gets
 * nothing, so the page reveals nothing its API does not; the data is read afresh, never from a
 * cache, and shaped by the API's own schemas. Where age assurance applies to the request, the page
 * carries the cover and title only: its text is for verified adults, who read it through the API.
 */
export async function storyPageExtras(db: Database, publicUrl: string, pagePath: string, gate: { ageGated: boolean }) {
  if (!pagePath.startsWith(STORY_PAGE_PREFIX)) return undefined;
  const id = pagePath.slice(STORY_PAGE_PREFIX.length);
  try {
    // One read decides what a guest may see; the story and its chapters are both presented from it.
    const view = await readableStory(db, undefined, id);
    const story = presentStory(view, viewerOf(undefined));
    const cover = story.imageUrl ? { title: story.title, imageUrl: story.imageUrl } : undefined;
    const preloads = story.imageUrl ? [{ href: story.imageUrl, as: 'image' as const }] : [];
    if (gate.ageGated) return { preloads, cover };
    const chapters = await chaptersOfReadable(db, undefined, view);
    return {
      preloads,
      cover,
      preview: linkPreview(view, story, publicUrl),
      data: { elementId: SERVED_STORY_ELEMENT_ID, value: servedStorySchema.parse({ story, chapters }) },
    };
  } catch (error) {
    if (error instanceof ApiError && error.code === 'NOT_FOUND') return undefined;
    throw error;
  }
}
