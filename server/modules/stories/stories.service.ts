import { ACCESS_REFUSALS } from '#common/catalogue/access';
import { STORY_LENGTHS } from '#common/catalogue/costs';
import { FREE_STORY_LIMIT } from '#common/catalogue/limits';
import type { GenerateStoryBody, Story } from '#common/contract';
import { ApiError, notFound } from '#common/errors';
import { canCreateWithAccess, requestedAccessType } from '#common/rules/access';
import { actionCost } from '#common/rules/actionCost';
import { initialAccessState } from '#common/rules/visibility';
import type { Database } from '#server/db/client';
import type { ChapterQueue } from '#server/modules/chapters/chapterQueue';
import { viewerOf } from '#server/policies/viewer';
import { authorize } from '#server/policies/story.policy';
import type { Moderator } from '#server/providers/moderation/port';
import type { VoiceProvider } from '#server/providers/voice/port';
import { awardCreationBadges } from '../badges/badges.service';
import { createChapterJob } from '../chapters/chapterWriting.service';
import { assertAllowed, settingsTexts } from '../moderation/moderation.service';
import { withNarrationVoice } from '../narration/defaultVoice';
import type { UserRow } from '../users/users.repo';
import { countStoriesOwnedBy, findStoryView, insertStory, lockUser, type StoryView } from './stories.repo';
import { presentStory, storySubject } from './story.presenter';

const FREE_STORY_LIMIT_MESSAGE = `Free accounts can create up to ${FREE_STORY_LIMIT} stories. Upgrade to Premium to create more.`;

/** What creating a story needs besides the database. */
export interface StoryCreation {
  jobs: ChapterQueue;
  moderator: Moderator;
  voice: VoiceProvider;
}

/** Creates the story and its first chapter to write, charged in the same transaction; the writing runs as a job. */
export async function generateStory(
  db: Database,
  { jobs, moderator, voice }: StoryCreation,
  user: UserRow,
  body: GenerateStoryBody,
): Promise<Story> {
  await assertAllowed(moderator, [body.title, ...settingsTexts(body.settings)]);
  const viewer = viewerOf(user);
  const tier = viewer?.tier ?? 0;
  const accessType = requestedAccessType(body);
  if (accessType !== 'public' && !canCreateWithAccess(tier, accessType)) {
    throw new ApiError('PREMIUM_REQUIRED', ACCESS_REFUSALS[accessType]);
  }
  const length = STORY_LENGTHS[body.settings.length];
  const maxTokens = Math.min(body.maxTokens ?? length.maxTokens, length.maxTokens);
  const settings = await withNarrationVoice(voice, body.settings);

  const story = await db.transaction(async (tx) => {
    await lockUser(tx, user.id);
    const owned = await countStoriesOwnedBy(tx, user.id);
    if (tier < 1 && owned >= FREE_STORY_LIMIT) throw new ApiError('FREE_STORY_LIMIT', FREE_STORY_LIMIT_MESSAGE);
    const created = await insertStory(tx, {
      userId: user.id,
      title: body.title,
      settings,
      ...initialAccessState(accessType),
      category: body.category,
      tags: body.tags,
    });
    await createChapterJob(tx, created.id, user.id, {
      number: 1,
      instruction: { kind: 'open' },
      maxTokens,
      cost: actionCost({ kind: 'generate', length: body.settings.length }).credits,
    });
    await awardCreationBadges(tx, user.id, owned + 1);
    return created;
  });
  jobs.kick();
  return presentStory(await readableStory(db, user, story.id), viewer);
}

/** The story if this user may read it; anything else looks like it does not exist. */
export async function readableStory(db: Database, user: UserRow | undefined, storyId: string): Promise<StoryView> {
  const view = await findStoryView(db, storyId, user?.id);
  if (!view) throw notFound('Story not found');
  authorize(viewerOf(user), 'read', storySubject(view));
  return view;
}

export async function getStory(db: Database, user: UserRow | undefined, storyId: string): Promise<Story> {
  return presentStory(await readableStory(db, user, storyId), viewerOf(user));
}
