import { describe, expect, it } from 'vitest';
import { Role } from './roles.ts';
import type { RuleResult } from './ruleResult.ts';
import { canChangeRole, canDeleteUser, canEditRole, roleOptions } from './userPermissions.ts';

const actor = (role: Role) => ({ id: `auth0|actor-${role}`, role });
const target = (role: Role) => ({ id: `auth0|target-${role}`, role });
const allowed: RuleResult = { allowed: true };
const deniedWith = (message: string): RuleResult => ({ allowed: false, message });

// Spec §6, row "Delete users", for every acting role and every target role.
describe('canDeleteUser', () => {
  it.each([
    [
      Role.SuperAdmin,
      Role.SuperAdmin,
      deniedWith('Super admin role cannot delete another super admin'),
    ],
    [Role.SuperAdmin, Role.Admin, allowed],
    [Role.SuperAdmin, Role.User, allowed],
    [Role.Admin, Role.SuperAdmin, deniedWith('Admin role cannot delete super admin user')],
    [Role.Admin, Role.Admin, allowed],
    [Role.Admin, Role.User, allowed],
    [Role.User, Role.SuperAdmin, deniedWith('User role cannot delete users')],
    [Role.User, Role.Admin, deniedWith('User role cannot delete users')],
    [Role.User, Role.User, deniedWith('User role cannot delete users')],
  ])('%s deleting a %s answers %j', (actorRole, targetRole, expected) => {
    expect(canDeleteUser(actor(actorRole), target(targetRole))).toEqual(expected);
  });

  it.each([Role.SuperAdmin, Role.Admin, Role.User])('a %s cannot delete themselves', (role) => {
    const self = { id: 'auth0|self', role };
    expect(canDeleteUser(self, self)).toEqual(deniedWith('You cannot delete yourself'));
  });
});

// Spec §6, row "Edit roles".
describe('canEditRole', () => {
  it.each([
    [Role.SuperAdmin, Role.SuperAdmin, allowed],
    [Role.SuperAdmin, Role.Admin, allowed],
    [Role.SuperAdmin, Role.User, allowed],
    [Role.Admin, Role.SuperAdmin, deniedWith('Admin role cannot edit super admin user')],
    [Role.Admin, Role.Admin, allowed],
    [Role.Admin, Role.User, allowed],
    [Role.User, Role.SuperAdmin, deniedWith('User role cannot edit roles')],
    [Role.User, Role.Admin, deniedWith('User role cannot edit roles')],
    [Role.User, Role.User, deniedWith('User role cannot edit roles')],
  ])('%s editing the role of a %s answers %j', (actorRole, targetRole, expected) => {
    expect(canEditRole(actor(actorRole), target(targetRole))).toEqual(expected);
  });
});

describe('canChangeRole', () => {
  it('blocks demoting the last admin to the base role', () => {
    expect(canChangeRole(actor(Role.SuperAdmin), target(Role.Admin), Role.User, 1)).toEqual(
      deniedWith('There must be at least one admin user'),
    );
    expect(canChangeRole(actor(Role.Admin), target(Role.Admin), Role.User, 1)).toEqual(
      deniedWith('There must be at least one admin user'),
    );
  });

  it('demotes an admin when another admin remains', () => {
    expect(canChangeRole(actor(Role.Admin), target(Role.Admin), Role.User, 2)).toEqual(allowed);
  });

  it('promotes a base user to admin whatever the admin count', () => {
    expect(canChangeRole(actor(Role.Admin), target(Role.User), Role.Admin, 1)).toEqual(allowed);
  });

  it('keeps the role unchanged even with a single admin', () => {
    expect(canChangeRole(actor(Role.Admin), target(Role.Admin), Role.Admin, 1)).toEqual(allowed);
  });

  it('applies the edit-role rules first', () => {
    expect(canChangeRole(actor(Role.User), target(Role.User), Role.Admin, 3)).toEqual(
      deniedWith('User role cannot edit roles'),
    );
    expect(canChangeRole(actor(Role.Admin), target(Role.SuperAdmin), Role.User, 3)).toEqual(
      deniedWith('Admin role cannot edit super admin user'),
    );
  });

  it('never grants the super admin role', () => {
    expect(canChangeRole(actor(Role.SuperAdmin), target(Role.Admin), Role.SuperAdmin, 3)).toEqual(
      deniedWith('Super admin role cannot be granted'),
    );
    expect(canChangeRole(actor(Role.Admin), target(Role.User), Role.SuperAdmin, 3)).toEqual(
      deniedWith('Super admin role cannot be granted'),
    );
  });

  it('lets a super admin keep or lower a super admin', () => {
    const superAdmin = target(Role.SuperAdmin);
    expect(canChangeRole(actor(Role.SuperAdmin), superAdmin, Role.SuperAdmin, 0)).toEqual(allowed);
    expect(canChangeRole(actor(Role.SuperAdmin), superAdmin, Role.Admin, 0)).toEqual(allowed);
  });
});

describe('roleOptions', () => {
  it('offers admin and base user when inviting', () => {
    expect(roleOptions(actor(Role.SuperAdmin), null)).toEqual([Role.Admin, Role.User]);
    expect(roleOptions(actor(Role.Admin), null)).toEqual([Role.Admin, Role.User]);
  });

  it('offers super admin only to a super admin editing a super admin', () => {
    expect(roleOptions(actor(Role.SuperAdmin), target(Role.SuperAdmin))).toEqual([
      Role.SuperAdmin,
      Role.Admin,
      Role.User,
    ]);
    expect(roleOptions(actor(Role.SuperAdmin), target(Role.Admin))).toEqual([
      Role.Admin,
      Role.User,
    ]);
    expect(roleOptions(actor(Role.Admin), target(Role.SuperAdmin))).toEqual([
      Role.Admin,
      Role.User,
    ]);
  });
});
