import { VOICE_PREVIEW_SENTENCE } from '#common/catalogue';
import { ApiError } from '#common/errors';
import { isAdmin } from '#common/rules/access';
import type { Database } from '#server/db/client';
import { viewerOf } from '#server/policies/viewer';
import { readableChapter } from '../chapters/chapters.service';
import type { UserRow } from '../users/users.repo';
import { audioUrlFor } from './audioUrl';
import { assetIdFor } from './narration.service';
import { findAsset } from './narration.repo';
import { chaptersOfferingAsset } from './narrations.repo';

async function isVoicePreview(db: Database, assetId: string): Promise<boolean> {
  const asset = await findAsset(db, assetId);
  return asset !== undefined && assetIdFor(asset.voiceId, VOICE_PREVIEW_SENTENCE) === assetId;
}

async function mayReadChapter(db: Database, user: UserRow | undefined, storyId: string, chapterNumber: number) {
  try {
    await readableChapter(db, user, storyId, chapterNumber);
    return true;
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
}

/**
 * Audio follows the read rules of a chapter it belongs to: the listener's own narration, or the
 * owner's shown one, of a chapter they may read now (owner, admin, unlocked reader, tier). Voice
 * previews are the sample sentence, open to all.
 */
export async function mayListen(db: Database, user: UserRow | undefined, assetId: string): Promise<boolean> {
  if (isAdmin(viewerOf(user))) return true;
  for (const chapter of await chaptersOfferingAsset(db, assetId, audioUrlFor(assetId), user?.id)) {
    if (await mayReadChapter(db, user, chapter.storyId, chapter.number)) return true;
  }
  return isVoicePreview(db, assetId);
}
