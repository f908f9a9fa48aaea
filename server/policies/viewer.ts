import { planTier } from '#common/catalogue/plans';
import type { Viewer } from '#common/rules/access';

/** What the policies need to know of a signed-in user. */
export interface ViewerSource {
  id: string;
  role: 'user' | 'admin';
  subscription: string;
  premiumUntil: Date | null;
}

/** The viewer the policies reason about; earned premium days count as the first paid tier. */
export function viewerOf(user: ViewerSource | undefined, now = new Date()): Viewer {
  if (!user) return undefined;
  const earned = user.premiumUntil !== null && user.premiumUntil > now ? 1 : 0;
  return { id: user.id, role: user.role, tier: Math.max(planTier(user.subscription), earned) };
}

/** Premium means any paid tier, earned premium days included. */
export const isPremiumUser = (user: ViewerSource, now = new Date()) => (viewerOf(user, now)?.tier ?? 0) >= 1;
