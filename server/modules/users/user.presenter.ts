import { planTier } from '#common/catalogue';
import type { User } from '#common/contract';
import type { UserRow } from './users.repo';

/** What the rest of a user's record adds to the presented user. */
export interface UserExtras {
  unlockedChapters: User['unlockedChapters'];
  badges: User['badges'];
}

export function isPremiumUser(user: Pick<UserRow, 'subscription' | 'premiumUntil'>, now = new Date()): boolean {
  return planTier(user.subscription) >= 1 || (user.premiumUntil !== null && user.premiumUntil > now);
}

/** The user as the API shows it: never any password or provider material. */
export function presentUser(user: UserRow, extras: UserExtras): User {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    phone: user.phone,
    role: user.role,
    subscription: user.subscription,
    isPremium: isPremiumUser(user),
    textCredits: user.textCredits,
    audioCredits: user.audioCredits,
    unlockedChapters: extras.unlockedChapters,
    badges: extras.badges,
    createdAt: user.createdAt.toISOString(),
  };
}
