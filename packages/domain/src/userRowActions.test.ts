import { describe, expect, it } from 'vitest';
import { Role } from './roles.ts';
import { userRowAction, userRowActions, type RowActor, type RowTarget } from './userRowActions.ts';

const actor = (role: Role, companyId = 1): RowActor => ({
  id: `auth0|actor-${role}`,
  role,
  companyId,
});
const target = (role: Role, companyId = 1): RowTarget => ({
  id: `auth0|target-${role}`,
  role,
  companyId,
});
const menu = (a: RowActor, t: RowTarget) =>
  userRowActions(a, t).map((answer) =>
    answer.allowed ? answer.action : `${answer.action}: ${answer.message}`,
  );

describe('userRowActions', () => {
  it('offers a super admin every action on a base user, in the spec order', () => {
    expect(menu(actor(Role.SuperAdmin), target(Role.User, 7))).toEqual([
      'edit',
      'emulate',
      'editSignPermissions',
      'viewMfaDevices',
      'createPasswordResetLink',
      'sendInviteEmail',
      'sendPasswordResetEmail',
      'delete',
    ]);
  });

  it('never offers a company admin emulation or reset links', () => {
    expect(menu(actor(Role.Admin), target(Role.User))).toEqual([
      'edit',
      'editSignPermissions',
      'viewMfaDevices',
      'sendInviteEmail',
      'sendPasswordResetEmail',
      'delete',
    ]);
  });

  it('offers a base user nothing', () => {
    expect(userRowActions(actor(Role.User), target(Role.User))).toEqual([]);
  });

  it('offers a company admin nothing on another company, whatever the role there', () => {
    for (const role of [Role.SuperAdmin, Role.Admin, Role.User]) {
      expect(userRowActions(actor(Role.Admin, 1), target(role, 2))).toEqual([]);
    }
  });

  it('shows an admin why a super admin cannot be edited or deleted', () => {
    const answers = menu(actor(Role.Admin), target(Role.SuperAdmin));
    expect(answers).toContain('edit: Admin role cannot edit super admin user');
    expect(answers).toContain('delete: Admin role cannot delete super admin user');
  });

  it('shows a super admin why another super admin cannot be deleted, but may edit them', () => {
    const answers = menu(actor(Role.SuperAdmin), target(Role.SuperAdmin));
    expect(answers).toContain('edit');
    expect(answers).toContain('delete: Super admin role cannot delete another super admin');
  });

  it.each([Role.SuperAdmin, Role.Admin])('a %s cannot delete or emulate themselves', (role) => {
    const self = actor(role);
    const answers = menu(self, { id: self.id, role, companyId: self.companyId });
    expect(answers).toContain('delete: You cannot delete yourself');
    if (role === Role.SuperAdmin) expect(answers).toContain('emulate: You cannot emulate yourself');
  });

  it.each([Role.SuperAdmin, Role.Admin])(
    'says a %s target needs no scheduler permissions',
    (role) => {
      expect(userRowAction(actor(Role.SuperAdmin), target(role), 'editSignPermissions')).toEqual({
        allowed: false,
        message: 'Admins and super admins have full access to all scheduler signs',
      });
    },
  );

  it('answers undefined for an action the role never has', () => {
    expect(userRowAction(actor(Role.Admin), target(Role.User), 'emulate')).toBeUndefined();
  });
});
