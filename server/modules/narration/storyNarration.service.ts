import type { StoryNarrationPrice, SpeechGenerateStoryResponse } from '#common/contract';
import { ApiError, forbidden } from '#common/errors';
import { wordCount } from '#common/rules/listeningTime';
import { narrationCost } from '#common/rules/narrationPrice';
import { findChapters } from '../chapters/chapters.repo';
import { readableStory } from '../stories/stories.service';
import { findUserById, type UserRow } from '../users/users.repo';
import { assetIdFor, narrateChapter, type NarrationDeps } from './narration.service';
import { findAsset } from './audioAssets.repo';
import { assertVoiceAllowed } from './voiceAccess';

const ONLY_THE_AUTHOR = 'Only the author can narrate the whole story';

/** The story's ready chapters with text, and what each costs in this voice (nothing when its audio exists). */
export async function storyNarrationPrice(
  deps: NarrationDeps,
  user: UserRow,
  storyId: string,
  voiceId: string,
): Promise<StoryNarrationPrice> {
  const view = await readableStory(deps.db, user, storyId);
  if (view.story.userId !== user.id) throw forbidden(ONLY_THE_AUTHOR);
  const rows = (await findChapters(deps.db, view.story.id)).filter(
    (c) => c.status === 'ready' && wordCount(c.content) > 0,
  );
  const chapters = await Promise.all(
    rows.map(async (chapter) => {
      const assetId = assetIdFor(voiceId, chapter.content);
      const narrated = deps.jobs.get(assetId) !== undefined || (await findAsset(deps.db, assetId)) !== undefined;
      return { number: chapter.number, narrated, audioCredits: narrated ? 0 : narrationCost(chapter.content) };
    }),
  );
  return { chapters, totalAudioCredits: chapters.reduce((sum, c) => sum + c.audioCredits, 0) };
}

/**
 * Narrates every ready chapter, each charged exactly as on its own. The whole price must be covered
 * before anything starts; a chapter that fails later is refunded by its own job as usual.
 */
export async function narrateStory(
  deps: NarrationDeps,
  user: UserRow,
  storyId: string,
  voiceId: string,
): Promise<SpeechGenerateStoryResponse> {
  await assertVoiceAllowed(deps.voice, user, voiceId);
  const price = await storyNarrationPrice(deps, user, storyId, voiceId);
  if (price.totalAudioCredits > user.audioCredits)
    throw new ApiError(
      'INSUFFICIENT_CREDITS',
      `Insufficient audio credits: this needs ${price.totalAudioCredits} audio credits.`,
    );
  const before = user.audioCredits;
  const chapters = [];
  for (const { number } of price.chapters) {
    const answer = await narrateChapter(deps, user, { storyId, voiceId, chapterNumber: number });
    chapters.push({ number, audioUrl: answer.audioUrl, inProgress: answer.inProgress });
  }
  const audioCredits = (await findUserById(deps.db, user.id))?.audioCredits ?? before;
  return { chapters, charged: Math.max(0, before - audioCredits), audioCredits };
}
