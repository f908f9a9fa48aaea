import { READING_WORDS_PER_MINUTE } from '#common/catalogue/costs';
import type { DeleteAccountBody, User, UserStats } from '#common/contract';
import { badRequest } from '#common/errors';
import type { Database } from '#server/db/client';
import type { Providers } from '#server/providers';
import type { Moderator } from '#server/providers/moderation/port';
import { cancelSubscriptionOfDeletedAccount } from '../billing/subscriptions.service';
import { verifyPassword } from '../auth/passwords';
import { assertDisplayNameAllowed } from '../moderation/displayName.service';
import { deleteUserAndData } from './accountDeletion.service';
import { findUserTotals, updateUser, type UserRow } from './users.repo';
import { currentUserView } from './users.service';

/** What deleting an account touches outside the database. */
export type AccountProviders = Pick<Providers, 'storage' | 'payments'>;

const WRONG_PASSWORD_MESSAGE = 'Incorrect password';
const CONFIRM_EMAIL_MESSAGE = 'Type your email address to confirm';

export async function updateProfile(
  db: Database,
  moderator: Moderator,
  user: UserRow,
  name: string,
): Promise<{ user: User }> {
  if (name !== user.name) await assertDisplayNameAllowed(moderator, name);
  const updated = (await updateUser(db, user.id, { name })) ?? user;
  return { user: await currentUserView(db, updated) };
}

/** The account's own confirmation: its password, or (without one, a Google account) its email typed out. */
export async function deleteOwnAccount(
  db: Database,
  providers: AccountProviders,
  user: UserRow,
  body: DeleteAccountBody,
): Promise<{ success: true }> {
  if (user.passwordHash) {
    if (!body.password || !(await verifyPassword(user.passwordHash, body.password)))
      throw badRequest(WRONG_PASSWORD_MESSAGE);
  } else if (body.confirm?.toLowerCase() !== user.email) {
    throw badRequest(CONFIRM_EMAIL_MESSAGE);
  }
  await cancelSubscriptionOfDeletedAccount(db, providers.payments, user.id);
  await deleteUserAndData(db, providers.storage, user.id);
  return { success: true };
}

export async function userStats(db: Database, user: UserRow): Promise<UserStats> {
  const { words, ...totals } = await findUserTotals(db, user.id);
  return { ...totals, minutesCreated: Math.round(words / READING_WORDS_PER_MINUTE) };
}
