import type { User } from '#common/contract';
import type { Executor } from '#server/db/client';
import { presentBadges } from '../badges/badge.presenter';
import { findBadgeIdsOfUsers } from '../badges/badges.repo';
import { findUnlocksOfUser } from '../chapters/chapters.repo';
import { presentUser } from './user.presenter';
import type { UserRow } from './users.repo';

/** The current user with everything the client reads from /api/auth/me. */
export async function currentUserView(db: Executor, user: UserRow): Promise<User> {
  const [unlockedChapters, badges] = await Promise.all([
    findUnlocksOfUser(db, user.id),
    findBadgeIdsOfUsers(db, [user.id]),
  ]);
  return presentUser(user, { unlockedChapters, badges: presentBadges(badges.get(user.id) ?? []) });
}
