import { describe, expect, it } from 'vitest';
import {
  BULK_USER_ACTION_LABELS,
  BULK_USER_ACTION_SHORT_LABELS,
  BulkUserAction as BulkUserActions,
  bulkUserActions,
  sortSelection,
} from './bulkUserActions.ts';
import { MESSAGES } from './messages.ts';
import { Role } from './roles.ts';
import { userRowAction } from './userRowActions.ts';
import type { RowActor, RowTarget } from './userRowActions.ts';
import type { BulkUserAction } from './bulkUserActions.ts';

const superAdmin: RowActor = { id: 'auth0|me', role: Role.SuperAdmin, companyId: 2 };
const admin: RowActor = { id: 'auth0|admin', role: Role.Admin, companyId: 1 };
const user = (id: string, role: Role, companyId = 1): RowTarget => ({ id, role, companyId });

describe('bulkUserActions', () => {
  it('offers super admins and admins the emails and Delete, in the bar’s order', () => {
    expect(bulkUserActions(Role.SuperAdmin)).toEqual([
      'sendInviteEmail',
      'sendPasswordResetEmail',
      'delete',
    ]);
    expect(bulkUserActions(Role.Admin)).toEqual([
      'sendInviteEmail',
      'sendPasswordResetEmail',
      'delete',
    ]);
  });

  it('offers a base user nothing', () => {
    expect(bulkUserActions(Role.User)).toEqual([]);
  });
});

const sortAs = (actor: RowActor, users: RowTarget[], action: BulkUserAction) =>
  sortSelection(users, (target) => userRowAction(actor, target, action));

describe('sortSelection', () => {
  const me = user('auth0|me', Role.SuperAdmin, 2);
  const other = user('auth0|other-super', Role.SuperAdmin, 2);
  const base = user('auth0|base', Role.User);
  const acmeAdmin = user('auth0|acme-admin', Role.Admin);

  it('skips, with the rule’s exact message, each user Delete is refused for', () => {
    const sorted = sortAs(superAdmin, [me, base, other, acmeAdmin], 'delete');
    expect(sorted.allowed).toEqual([base, acmeAdmin]);
    expect(sorted.skipped).toEqual([
      { user: me, message: MESSAGES.cannotDeleteSelf },
      { user: other, message: MESSAGES.superAdminCannotDeleteSuperAdmin },
    ]);
  });

  it('sends emails to everyone the row menu offers them for, yourself included', () => {
    const sorted = sortAs(superAdmin, [me, base, other], 'sendInviteEmail');
    expect(sorted.allowed).toEqual([me, base, other]);
    expect(sorted.skipped).toEqual([]);
  });

  it('answers an admin with the admin’s rules, and skips users of another company', () => {
    const stranger = user('auth0|stranger', Role.User, 9);
    const sorted = sortAs(admin, [base, user('auth0|hq', Role.SuperAdmin), stranger], 'delete');
    expect(sorted.allowed).toEqual([base]);
    expect(sorted.skipped.map(({ message }) => message)).toEqual([
      MESSAGES.adminCannotDeleteSuperAdmin,
      MESSAGES.userOutsideYourCompany,
    ]);
  });
});

describe("the selection bar's short labels", () => {
  it('each begins its label, so the words shown are in the name heard', () => {
    for (const action of Object.values(BulkUserActions)) {
      expect(
        BULK_USER_ACTION_LABELS[action].startsWith(BULK_USER_ACTION_SHORT_LABELS[action]),
      ).toBe(true);
    }
  });
});
