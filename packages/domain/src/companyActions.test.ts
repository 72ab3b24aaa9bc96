import { describe, expect, it } from 'vitest';
import { companyActions } from './companyActions.ts';
import type { ContentAccountState } from './contentAccount.ts';
import type { Company, ContentCompany, User } from './entities.ts';
import { MESSAGES } from './messages.ts';
import { Role } from './roles.ts';
import type { RowActor } from './userRowActions.ts';

const member = (id: string, role: Role, companyId = 7): User => ({
  id,
  firstName: 'A',
  lastName: 'B',
  fullName: 'A B',
  email: `${id}@example.com`,
  role,
  companyId,
  company: { id: companyId, name: 'Company' },
});

const company = (users: User[], id = 7): Pick<Company, 'id' | 'users'> => ({ id, users });
const ACCOUNT: ContentCompany = {
  id: 7,
  plan: { name: 'Pro', canManageSigns: true },
  subscriberUser: null,
  downloadCredits: 10,
  requestCredits: 1,
};
const superAdmin: RowActor = { id: 'root', role: Role.SuperAdmin, companyId: 2 };
const admin: RowActor = { id: 'boss', role: Role.Admin, companyId: 7 };

const menu = (actor: RowActor, c: Pick<Company, 'id' | 'users'>, account: ContentAccountState) =>
  companyActions(actor, c, account).map((a) =>
    a.allowed ? a.action : `${a.action}: ${a.message}`,
  );

const staff = [member('user-1', Role.User), member('boss', Role.Admin)];

describe('companyActions', () => {
  it('offers a super admin every action, in menu order', () => {
    expect(menu(superAdmin, company(staff), ACCOUNT)).toEqual([
      'edit',
      'editCredits',
      'editSubscriber',
      'emulate',
      'delete',
    ]);
  });

  it('offers a company manager only the subscriber, on their own company', () => {
    expect(menu(admin, company(staff), ACCOUNT)).toEqual(['editSubscriber']);
    expect(menu(admin, company(staff, 8), ACCOUNT)).toEqual([]);
  });

  it('gives base users nothing', () => {
    expect(menu({ id: 'u', role: Role.User, companyId: 7 }, company(staff), ACCOUNT)).toEqual([]);
  });

  it.each<[ContentAccountState, string]>([
    [null, MESSAGES.noContentAccount],
    ['loading', MESSAGES.contentAccountLoading],
    ['failed', MESSAGES.contentAccountFailed],
  ])('says why credits and subscriber are closed without an account (%#)', (account, message) => {
    expect(menu(superAdmin, company(staff), account)).toEqual([
      'edit',
      `editCredits: ${message}`,
      `editSubscriber: ${message}`,
      'emulate',
      'delete',
    ]);
  });

  it('needs users to choose a subscriber from and to emulate', () => {
    expect(menu(superAdmin, company([]), ACCOUNT)).toEqual([
      'edit',
      'editCredits',
      `editSubscriber: ${MESSAGES.noSubscriberCandidates}`,
      `emulate: ${MESSAGES.noUsersToEmulate}`,
      'delete',
    ]);
  });

  it('refuses to emulate oneself or delete one’s own company', () => {
    const own = company([member('root', Role.SuperAdmin, 2)], 2);
    expect(menu(superAdmin, own, ACCOUNT)).toEqual([
      'edit',
      'editCredits',
      'editSubscriber',
      `emulate: ${MESSAGES.cannotEmulateSelf}`,
      `delete: ${MESSAGES.cannotDeleteOwnCompany}`,
    ]);
  });
});
