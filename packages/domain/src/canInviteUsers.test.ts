import { describe, expect, it } from 'vitest';
import { canInviteUsers } from './canInviteUsers.ts';
import { Role } from './roles.ts';

describe('canInviteUsers', () => {
  it.each([
    [Role.SuperAdmin, 1, true],
    [Role.SuperAdmin, 7, true],
    [Role.Admin, 1, true],
    [Role.Admin, 7, false],
    [Role.User, 1, false],
  ])('a %s of company 1 into company %i: %s', (role, companyId, expected) => {
    expect(canInviteUsers({ id: 'auth0|actor', role, companyId: 1 }, companyId)).toBe(expected);
  });
});
