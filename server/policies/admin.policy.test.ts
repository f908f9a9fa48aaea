import { describe, expect, it } from 'vitest';
import { ADMIN_REQUIRED_MESSAGE } from '#common/contract';
import { authorizeUserAdministration, canAdministerUser, requireAdmin, type AdminTargetAction } from './admin.policy';

const admin = { id: 'admin', role: 'admin' as const };
const user = { id: 'user', role: 'user' as const };

describe('admin policy', () => {
  it('lets admins in and refuses everyone else with ADMIN_REQUIRED', () => {
    expect(requireAdmin(admin)).toBe(admin);
    expect(() => requireAdmin(user)).toThrow(
      expect.objectContaining({ status: 403, code: 'ADMIN_REQUIRED', message: ADMIN_REQUIRED_MESSAGE }),
    );
  });

  const table: Array<[AdminTargetAction, boolean, boolean, boolean]> = [
    // action, admin on another account, admin on themselves, user on another account
    ['update', true, true, false],
    ['demote', true, false, false],
    ['delete', true, false, false],
  ];
  it.each(table)('%s: another account %s, themselves %s, as a non-admin %s', (action, other, self, asUser) => {
    expect([
      canAdministerUser(admin, action, 'other'),
      canAdministerUser(admin, action, 'admin'),
      canAdministerUser(user, action, 'other'),
    ]).toEqual([other, self, asUser]);
  });

  it('explains a refusal on oneself with 409, and a non-admin with 403', () => {
    expect(() => authorizeUserAdministration(admin, 'delete', 'admin')).toThrow(
      expect.objectContaining({ status: 409 }),
    );
    expect(() => authorizeUserAdministration(admin, 'demote', 'admin')).toThrow(/own admin role/);
    expect(() => authorizeUserAdministration(user, 'delete', 'other')).toThrow(
      expect.objectContaining({ code: 'ADMIN_REQUIRED' }),
    );
  });
});
