import type { PlanId } from '#common/catalogue/plans';
import type {
  AdminCreateUserBody,
  AdminDeleteResult,
  AdminUpdateUserBody,
  AdminUser,
  AdminUsersQuery,
} from '#common/contract';
import { conflict, notFound } from '#common/errors';
import type { Database, Executor } from '#server/db/client';
import { isUuid } from '#server/db/uuid';
import { authorizeUserAdministration } from '#server/policies/admin.policy';
import type { Moderator } from '#server/providers/moderation/port';
import { createAccount } from '../auth/auth.service';
import { deleteAllEmailTokens } from '../auth/emailTokens.repo';
import { hashPassword } from '../auth/passwords';
import { isUniqueViolation } from '../chapters/chapters.repo';
import { changeCredits } from '../credits/credits.service';
import { assertDisplayNameAllowed } from '../moderation/displayName.service';
import { countStoriesOwnedBy } from '../stories/stories.repo';
import { cancelSubscriptionOfDeletedAccount } from '../billing/subscriptions.service';
import { deleteUserAndData } from '../users/accountDeletion.service';
import type { AccountProviders } from '../users/profile.service';
import { isPremiumUser } from '#server/policies/viewer';
import { decodeCursor } from '#server/db/keyset';
import {
  findUserByEmail,
  findUserById,
  lockUserRow,
  updateUser,
  type NewUserRow,
  type UserRow,
} from '../users/users.repo';
import { presentAdminUser } from './admin.presenter';
import { countAdminUsers, findAdminUser, listAdminUsers } from './adminUsers.repo';
import { recordAdminChange, userSnapshot } from './adminAudit.repo';
import { toPage, type Page } from './paging';
import { LEDGER_REASONS } from '../credits/ledger';

/** What an admin's "premium" switch grants: this plan, without a payment. */
export const ADMIN_COMPLIMENTARY_PLAN: PlanId = 'essentiel';

const DUPLICATE_EMAIL = 'An account with this email already exists';
const USER_NOT_FOUND = 'User not found';

/** The account as the trail records it, marking a plan the admin granted without a payment. */
function audited(user: UserRow, grantedPlan: string | undefined) {
  return { ...userSnapshot(user), ...(grantedPlan === ADMIN_COMPLIMENTARY_PLAN && { complimentaryPlan: grantedPlan }) };
}

export async function listUsers(db: Database, query: AdminUsersQuery): Promise<Page<AdminUser>> {
  const cursor = decodeCursor(query.cursor);
  const [rows, total] = await Promise.all([listAdminUsers(db, query, cursor), countAdminUsers(db, query)]);
  return toPage(rows, query.limit, total, presentAdminUser);
}

/** Creates an account with the welcome credits; `isPremium` grants the complimentary plan without a payment. */
export async function createUser(
  db: Database,
  moderator: Moderator,
  admin: UserRow,
  body: AdminCreateUserBody,
): Promise<AdminUser> {
  await assertDisplayNameAllowed(moderator, body.name);
  const passwordHash = await hashPassword(body.password);
  const subscription = body.isPremium ? ADMIN_COMPLIMENTARY_PLAN : 'free';
  const user = await db.transaction(async (tx) => {
    const created = await createAccount(tx, {
      name: body.name,
      email: body.email,
      passwordHash,
      role: body.role,
      subscription,
    });
    if (!created) throw conflict(DUPLICATE_EMAIL);
    await recordAdminChange(tx, {
      admin,
      action: 'user.create',
      targetType: 'user',
      targetId: created.id,
      before: null,
      after: audited(created, subscription),
    });
    return created;
  });
  return presentAdminUser({ user, storyCount: 0 });
}

/** The plan change the premium switch asks for: on grants the complimentary plan, off removes every premium source. */
function premiumChange(user: UserRow, isPremium: boolean | undefined): Partial<NewUserRow> {
  if (isPremium === undefined || isPremium === isPremiumUser(user)) return {};
  return isPremium ? { subscription: ADMIN_COMPLIMENTARY_PLAN } : { subscription: 'free', premiumUntil: null };
}

/** Sets the balances the admin asked for; the differences go through the ledger like any other credit change. */
async function adjustCredits(tx: Executor, user: UserRow, body: AdminUpdateUserBody): Promise<UserRow> {
  const text = (body.textCredits ?? user.textCredits) - user.textCredits;
  const audio = (body.audioCredits ?? user.audioCredits) - user.audioCredits;
  if (text === 0 && audio === 0) return user;
  const balance = await changeCredits(tx, { userId: user.id, text, audio, reason: LEDGER_REASONS.adminAdjustment });
  return balance.applied ? { ...user, textCredits: balance.textCredits, audioCredits: balance.audioCredits } : user;
}

export async function updateUserAsAdmin(
  db: Database,
  moderator: Moderator,
  admin: UserRow,
  id: string,
  body: AdminUpdateUserBody,
): Promise<AdminUser> {
  authorizeUserAdministration(admin, body.role === 'admin' ? 'update' : 'demote', id);
  if (!isUuid(id)) throw notFound(USER_NOT_FOUND);
  const current = await findUserById(db, id);
  if (current && current.name !== body.name) await assertDisplayNameAllowed(moderator, body.name);
  const user = await db.transaction(async (tx) => {
    await lockUserRow(tx, id);
    const before = await findUserById(tx, id);
    if (!before) throw notFound(USER_NOT_FOUND);
    const holder = await findUserByEmail(tx, body.email);
    if (holder && holder.id !== id) throw conflict(DUPLICATE_EMAIL);
    const grant = premiumChange(before, body.isPremium);
    // A new address is unproven: its owner verifies it, and links sent to the old one stop working.
    const newEmail = body.email !== before.email;
    const changes = {
      name: body.name,
      email: body.email,
      role: body.role,
      ...grant,
      ...(newEmail ? { emailVerifiedAt: null } : {}),
    };
    if (newEmail) await deleteAllEmailTokens(tx, id);
    const updated = await updateUser(tx, id, changes).catch((error: unknown) => {
      throw isUniqueViolation(error) ? conflict(DUPLICATE_EMAIL) : error;
    });
    const after = await adjustCredits(tx, updated ?? before, body);
    await recordAdminChange(tx, {
      admin,
      action: 'user.update',
      targetType: 'user',
      targetId: id,
      before: userSnapshot(before),
      after: audited(after, grant.subscription),
    });
    return after;
  });
  return presentAdminUser({ user, storyCount: await countStoriesOwnedBy(db, id) });
}

/** Removes the account and everything it owns (see docs/decisions/007-admin-user-deletion.md). */
export async function deleteUserAsAdmin(
  db: Database,
  providers: AccountProviders,
  admin: UserRow,
  id: string,
): Promise<AdminDeleteResult> {
  authorizeUserAdministration(admin, 'delete', id);
  const target = await findAdminUser(db, id);
  if (!target) throw notFound(USER_NOT_FOUND);
  await cancelSubscriptionOfDeletedAccount(db, providers.payments, id);
  await db.transaction(async (tx) => {
    await recordAdminChange(tx, {
      admin,
      action: 'user.delete',
      targetType: 'user',
      targetId: id,
      before: userSnapshot(target.user),
      after: null,
    });
    await deleteUserAndData(tx, providers.storage, id);
  });
  return { success: true, message: 'User deleted successfully' };
}
