import { describe, expect, it } from 'vitest';
import { capabilities, type Capabilities } from './capabilities.ts';
import { Role } from './roles.ts';

// The spec §6 table, row by row: [capability flags of the row, super admin, admin, base user].
// "not shown" for admins on "Edit company, credits" is read as no.
const TABLE: [string, (keyof Capabilities)[], boolean, boolean, boolean][] = [
  ['Home, external links', ['viewHome'], true, true, true],
  [
    'Companies, Users pages, any company detail',
    ['viewCompanies', 'viewUsers', 'viewAnyCompany'],
    true,
    false,
    false,
  ],
  ['My Company, Admin Dashboard link', ['viewMyCompany', 'adminDashboardLink'], true, true, false],
  ['Emulate users, create reset links', ['emulateUsers', 'createResetLinks'], true, false, false],
  ['Edit company, credits', ['editCompany', 'editCredits'], true, false, false],
  ['Edit subscriber, MFA switch', ['editSubscriber', 'toggleMfa'], true, true, false],
  ['Edit roles (any at all)', ['editRoles'], true, true, false],
  ['Delete users (any at all)', ['deleteUsers'], true, true, false],
  [
    'Verified Sign Manufacturer and signup experience fields',
    ['editSignupFields'],
    true,
    false,
    false,
  ],
];

describe('capabilities', () => {
  describe.each(TABLE)('%s', (_row, flags, superAdmin, admin, baseUser) => {
    it.each([
      [Role.SuperAdmin, superAdmin],
      [Role.Admin, admin],
      [Role.User, baseUser],
    ])('%s: %s', (role, expected) => {
      for (const flag of flags) expect(capabilities(role)[flag], flag).toBe(expected);
    });
  });

  it('covers every capability flag in the table', () => {
    const covered = new Set(TABLE.flatMap(([, flags]) => flags));
    expect(Object.keys(capabilities(Role.SuperAdmin)).sort()).toEqual([...covered].sort());
  });
});
