import { STORY_PAGE_PREFIX } from '#common/catalogue/wire';
import { LINK_PREVIEW } from '#server/tuning';
import type { Story } from '#common/contract';
import { excerpt } from '#common/rules/excerpt';
import { COVER_PNG_SIZE } from '../covers/coverArt';
import { coverUrl } from '../covers/cover.presenter';
import type { StoryView } from './stories.repo';

/** A preview's picture: a story's own image as it is, else its generated cover as a PNG, which every preview reads. */
function previewImage({ story }: StoryView) {
  if (story.imageUrl) return { url: story.imageUrl };
  return { url: coverUrl(story, 'png'), type: 'image/png', ...COVER_PNG_SIZE };
}

/**
 * What a shared link to a story shows: its title, its cover and, for a mild story, the start of
 * chapter 1; a more explicit one is described by its tone and author alone, so a preview stays
 * safe wherever the link is posted.
 */
export function linkPreview(view: StoryView, story: Story, publicUrl: string) {
  const mild = story.settings.explicitLevel <= LINK_PREVIEW.maxExplicitLevel && story.content.trim() !== '';
  const description = mild
    ? excerpt(story.content.trim(), LINK_PREVIEW.excerptChars)
    : `A ${story.settings.writingTone.toLowerCase()} story by ${story.userName}, written with Reverie.`;
  const absolute = (path: string) => (path.startsWith('http') ? path : `${publicUrl}${path}`);
  const image = previewImage(view);
  return {
    title: story.title,
    description,
    url: absolute(`${STORY_PAGE_PREFIX}${story._id}`),
    image: { ...image, url: absolute(image.url) },
  };
}
