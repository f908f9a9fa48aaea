import { ACCESS_RULES } from '#common/catalogue/access';
import { PLANS } from '#common/catalogue/plans';
import { CHAPTER_PREVIEW_CHARS, TEASER_COUNT } from '#server/tuning';
import type { StoryTeaser } from '#common/contract';
import { excerpt } from '#common/rules/excerpt';
import type { Database } from '#server/db/client';
import { findStoryViews } from '../stories/stories.repo';
import { authorName } from '../stories/story.presenter';
import { coverUrl } from '../covers/cover.presenter';
import { findTeaserKeys } from './library.repo';

const cheapestPlanOf = (tier: number) => {
  const plan = Object.values(PLANS).find((candidate) => candidate.tier >= tier) ?? PLANS.intimacy;
  return { id: plan.id, name: plan.name };
};

/**
 * The newest early-access and exclusive stories as teasers for every visitor: title, cover, the
 * start of chapter 1 no longer than a locked chapter's preview, and the plan that opens them.
 */
export async function listTeasers(db: Database): Promise<StoryTeaser[]> {
  const keys = await findTeaserKeys(db, TEASER_COUNT);
  const views = await findStoryViews(
    db,
    keys.map((key) => key.id),
    undefined,
    { lean: true },
  );
  return views.flatMap(({ story, ownerName, content }) =>
    story.accessType === 'premium_early_access' || story.accessType === 'premium_exclusive'
      ? [
          {
            _id: story.id,
            title: story.title,
            imageUrl: story.imageUrl ?? coverUrl(story),
            excerpt: excerpt(content, CHAPTER_PREVIEW_CHARS),
            accessType: story.accessType,
            userId: story.userId,
            userName: authorName(ownerName, story.userId),
            plan: cheapestPlanOf(ACCESS_RULES[story.accessType].readTier),
          },
        ]
      : [],
  );
}
