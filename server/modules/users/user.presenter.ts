import { abilitiesOf } from '#common/rules/access';
import { isPremiumUser, viewerOf } from '#server/policies/viewer';
import type { User } from '#common/contract';
import type { UserRow } from './users.repo';

/** What the rest of a user's record adds to the presented user. */
export interface UserExtras {
  unlockedChapters: User['unlockedChapters'];
  badges: User['badges'];
}

/** The user as the API shows it: never any password or provider material. */
export function presentUser(user: UserRow, extras: UserExtras): User {
  const tier = viewerOf(user)?.tier ?? 0;
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    phone: user.phone,
    role: user.role,
    subscription: user.subscription,
    isPremium: isPremiumUser(user),
    tier,
    can: abilitiesOf(tier),
    textCredits: user.textCredits,
    audioCredits: user.audioCredits,
    unlockedChapters: extras.unlockedChapters,
    badges: extras.badges,
    createdAt: user.createdAt.toISOString(),
  };
}
