import {
  ACCESS_RULES,
  ACCESS_TYPES,
  type AccessType,
  PREMIUM_GALLERY_MIN_TIER,
  PREMIUM_VOICE_MIN_TIER,
} from '../catalogue/access';

/** Who is looking: undefined for a guest. `tier` is the plan tier (0–3) the viewer enjoys now. */
export type Viewer = { id: string; role: 'user' | 'admin'; tier: number } | undefined;

export interface AccessSubject {
  ownerId: string;
  accessType: AccessType;
  /** Hidden by reports or by an admin: only its owner and admins see it, whatever its access. */
  hidden: boolean;
}

export const isOwner = (viewer: Viewer, story: Pick<AccessSubject, 'ownerId'>) =>
  viewer !== undefined && viewer.id === story.ownerId;
export const isAdmin = (viewer: Viewer) => viewer?.role === 'admin';

/** The access types a reader of this tier may read in stories they do not own (listed, not hidden). */
export const accessTypesReadableAt = (tier: number): AccessType[] =>
  ACCESS_TYPES.filter((type) => !ACCESS_RULES[type].ownerOnly && tier >= ACCESS_RULES[type].readTier);

/** Public for everyone, private for its owner, premium kinds from their tier; owners and admins read all, even hidden. */
export function canReadStory(viewer: Viewer, story: AccessSubject): boolean {
  if (isOwner(viewer, story) || isAdmin(viewer)) return true;
  if (story.hidden) return false;
  return accessTypesReadableAt(viewer?.tier ?? 0).includes(story.accessType);
}

export function canCreateWithAccess(tier: number, accessType: AccessType): boolean {
  return tier >= ACCESS_RULES[accessType].createTier;
}

/** The access a creation asks for: `accessType` wins; `isPublic: false` alone means private. */
export function requestedAccessType(body: { isPublic?: boolean; accessType?: AccessType }): AccessType {
  if (body.accessType) return body.accessType;
  return body.isPublic === false ? 'private' : 'public';
}

export const isPublicAccess = (accessType: AccessType) => accessType !== 'private';

/** Chapter 1 is free; the owner and admins read every chapter; others need to have unlocked it. */
export function isChapterLocked(
  viewer: Viewer,
  story: Pick<AccessSubject, 'ownerId'>,
  chapterNumber: number,
  unlocked: boolean,
): boolean {
  if (chapterNumber <= 1 || isOwner(viewer, story) || isAdmin(viewer)) return false;
  return !unlocked;
}

/** What a user of this plan tier may do: the web reads this instead of re-deriving it. */
export function abilitiesOf(tier: number) {
  return {
    createPrivate: canCreateWithAccess(tier, 'private'),
    createEarlyAccess: canCreateWithAccess(tier, 'premium_early_access'),
    createExclusive: canCreateWithAccess(tier, 'premium_exclusive'),
    premiumGallery: tier >= PREMIUM_GALLERY_MIN_TIER,
    premiumVoices: tier >= PREMIUM_VOICE_MIN_TIER,
  };
}
