import { STORY_PAGE_PREFIX } from '#common/catalogue/wire';
import { LINK_PREVIEW } from '#server/tuning';
import type { Story } from '#common/contract';
import { excerpt } from '#common/rules/excerpt';

/**
 * What a shared link to a story shows: its title, its cover and, for a mild story, the start of
 * chapter 1; a more explicit one is described by its tone and author alone, so a preview stays
 * safe wherever the link is posted.
 */
export function linkPreview(story: Story, publicUrl: string) {
  const mild = story.settings.explicitLevel <= LINK_PREVIEW.maxExplicitLevel && story.content.trim() !== '';
  const description = mild
    ? excerpt(story.content.trim(), LINK_PREVIEW.excerptChars)
    : `A ${story.settings.writingTone.toLowerCase()} story by ${story.userName}, written with Reverie.`;
  const absolute = (path: string) => (path.startsWith('http') ? path : `${publicUrl}${path}`);
  return {
    title: story.title,
    description,
    url: absolute(`${STORY_PAGE_PREFIX}${story._id}`),
    image: story.imageUrl ? absolute(story.imageUrl) : undefined,
  };
}
