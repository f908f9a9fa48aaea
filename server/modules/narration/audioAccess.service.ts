import { VOICE_PREVIEW_SENTENCE } from '#common/catalogue/voices';
import { accessTypesReadableAt, isAdmin } from '#common/rules/access';
import type { Database } from '#server/db/client';
import { viewerOf } from '#server/policies/viewer';
import type { UserRow } from '../users/users.repo';
import { audioUrlFor } from './audioUrl';
import { assetIdFor } from './narration.service';
import { findAsset } from './audioAssets.repo';
import { mayReachAsset } from './chapterNarrations.repo';

async function isVoicePreview(db: Database, assetId: string): Promise<boolean> {
  const asset = await findAsset(db, assetId);
  return asset !== undefined && assetIdFor(asset.voiceId, VOICE_PREVIEW_SENTENCE) === assetId;
}

/**
 * Audio follows the read rules of a chapter it belongs to: the listener's own narration, or the
 * owner's shown one, of a chapter they may read now (owner, admin, unlocked reader, tier). Voice
 * previews are the sample sentence, open to all.
 */
export async function mayListen(db: Database, user: UserRow | undefined, assetId: string): Promise<boolean> {
  const viewer = viewerOf(user);
  if (isAdmin(viewer)) return true;
  const listener = { userId: viewer?.id, readableAccessTypes: accessTypesReadableAt(viewer?.tier ?? 0) };
  return (await mayReachAsset(db, assetId, audioUrlFor(assetId), listener)) || isVoicePreview(db, assetId);
}
