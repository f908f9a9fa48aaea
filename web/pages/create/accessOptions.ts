import { ACCESS_REFUSALS, ACCESS_TYPES, type AccessType } from '#common/catalogue/access';
import { canCreateWithAccess } from '#common/rules/access';

/** Public and private for everyone; Premium from Essential on; Exclusive from Seduction on. */
export function accessOptionsFor(tier: number): AccessType[] {
  return ACCESS_TYPES.filter((type) => type === 'public' || type === 'private' || canCreateWithAccess(tier, type));
}

/** Why this plan tier may not create with this access, or undefined when it may. */
export function accessNotice(tier: number, accessType: AccessType): string | undefined {
  if (accessType === 'public' || canCreateWithAccess(tier, accessType)) return undefined;
  return ACCESS_REFUSALS[accessType];
}
