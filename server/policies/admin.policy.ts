import { ADMIN_REQUIRED_MESSAGE } from '#common/contract';
import { ApiError, conflict } from '#common/errors';

/** Who acts: a signed-in account's id and role (a user row or a policy viewer). */
export interface Actor {
  id: string;
  role: 'user' | 'admin';
}

export type AdminTargetAction = 'update' | 'demote' | 'delete';

/** Throws 403 ADMIN_REQUIRED unless the actor is an admin. */
export function requireAdmin<T extends Actor>(actor: T): T {
  if (actor.role !== 'admin') throw new ApiError('ADMIN_REQUIRED', ADMIN_REQUIRED_MESSAGE);
  return actor;
}

/** An admin may change any account, but never demote or delete their own (the site could lose its last admin). */
export function canAdministerUser(actor: Actor, action: AdminTargetAction, targetId: string): boolean {
  if (actor.role !== 'admin') return false;
  return action === 'update' || actor.id !== targetId;
}

const SELF_REFUSALS: Record<Exclude<AdminTargetAction, 'update'>, string> = {
  demote: 'You cannot remove your own admin role.',
  delete: 'You cannot delete your own account from the admin dashboard.',
};

/** Throws 403 for non-admins and 409 when an admin turns a demotion or deletion on themselves. */
export function authorizeUserAdministration(actor: Actor, action: AdminTargetAction, targetId: string): void {
  requireAdmin(actor);
  if (action !== 'update' && !canAdministerUser(actor, action, targetId)) throw conflict(SELF_REFUSALS[action]);
}
