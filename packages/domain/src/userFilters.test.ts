import { describe, expect, it } from 'vitest';
import { Role } from './roles.ts';
import {
  NO_USER_FILTERS,
  UserStatus,
  hasUserFilters,
  noUsersMatchText,
  readUserFilters,
  userFilters,
} from './userFilters.ts';

const user = (id: string, role: Role, invited: boolean) => ({
  id,
  role,
  firstName: 'Ada',
  lastName: invited ? null : 'Lovelace',
});

const USERS = [
  user('a', Role.SuperAdmin, false),
  user('b', Role.Admin, true),
  user('c', Role.Admin, false),
  user('d', Role.User, true),
  user('e', Role.User, true),
  user('f', Role.User, false),
];

const ids = (users: readonly { id: string }[]) => users.map(({ id }) => id);

describe('userFilters', () => {
  it('keeps every user, in order, and counts each choice when nothing is filtered', () => {
    const { users, counts } = userFilters(USERS, NO_USER_FILTERS);
    expect(ids(users)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(counts).toEqual({
      role: { all: 6, super_admin: 1, admin: 2, user: 3 },
      status: { all: 6, invited: 3, active: 3 },
    });
  });

  it('keeps the invited users; the role counts keep the status filter, the status counts do not', () => {
    const { users, counts } = userFilters(USERS, { role: null, status: UserStatus.Invited });
    expect(ids(users)).toEqual(['b', 'd', 'e']);
    expect(counts.role).toEqual({ all: 3, super_admin: 0, admin: 1, user: 2 });
    expect(counts.status).toEqual({ all: 6, invited: 3, active: 3 });
  });

  it('combines both filters: each count is what choosing it would show', () => {
    const { users, counts } = userFilters(USERS, { role: Role.User, status: UserStatus.Active });
    expect(ids(users)).toEqual(['f']);
    expect(counts.role).toEqual({ all: 3, super_admin: 1, admin: 1, user: 1 });
    expect(counts.status).toEqual({ all: 3, invited: 2, active: 1 });
    // Choosing a count's choice shows that many users.
    expect(userFilters(USERS, { role: Role.Admin, status: UserStatus.Active }).users).toHaveLength(
      counts.role.admin,
    );
    expect(userFilters(USERS, { role: Role.User, status: null }).users).toHaveLength(
      counts.status.all,
    );
  });

  it('shows none when nothing is kept', () => {
    const { users, counts } = userFilters(USERS, {
      role: Role.SuperAdmin,
      status: UserStatus.Invited,
    });
    expect(users).toEqual([]);
    expect(counts.role.super_admin).toBe(0);
    expect(counts.status.invited).toBe(0);
  });
});

describe('readUserFilters', () => {
  it('reads the wire values from the address', () => {
    expect(readUserFilters(new URLSearchParams('role=admin&status=invited'))).toEqual({
      role: Role.Admin,
      status: UserStatus.Invited,
    });
  });

  it('reads an unknown or missing value as All', () => {
    const filters = readUserFilters(new URLSearchParams('role=owner'));
    expect(filters).toEqual(NO_USER_FILTERS);
    expect(hasUserFilters(filters)).toBe(false);
    expect(hasUserFilters({ role: Role.User, status: null })).toBe(true);
  });
});

describe('noUsersMatchText', () => {
  it('names the status, then the role, then the search', () => {
    expect(noUsersMatchText({ role: Role.Admin, status: UserStatus.Invited }, '')).toBe(
      'No users match Invited, Admin.',
    );
    expect(noUsersMatchText({ role: Role.SuperAdmin, status: null }, ' ann ')).toBe(
      'No users match Super Admin, “ann”.',
    );
  });
});
