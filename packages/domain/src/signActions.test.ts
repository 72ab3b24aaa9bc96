import { describe, expect, it } from 'vitest';
import type { ContentAccountState } from './contentAccount.ts';
import type { ContentCompany } from './entities.ts';
import { MESSAGES } from './messages.ts';
import { Role } from './roles.ts';
import { contentSignActions, schedulerSignActions, signManagement } from './signActions.ts';

const account = (canManageSigns: boolean): ContentCompany => ({
  id: 1,
  plan: { name: canManageSigns ? 'Pro' : 'Starter', canManageSigns },
  subscriberUser: null,
  downloadCredits: 1,
  requestCredits: 0,
});

const menu = (answers: ReturnType<typeof schedulerSignActions>) =>
  answers.map((a) => (a.allowed ? a.action : `${a.action}: ${a.message}`));

describe('signManagement', () => {
  it.each<[ContentAccountState]>([[account(false)], [null], ['loading'], ['failed']])(
    'always lets a super admin manage signs (%#)',
    (state) => {
      expect(signManagement(Role.SuperAdmin, state)).toEqual({ allowed: true });
    },
  );

  it.each<[ContentAccountState, string | null]>([
    [account(true), null],
    [account(false), MESSAGES.signsNotInPlan],
    [null, MESSAGES.noContentAccount],
    ['loading', MESSAGES.contentAccountLoading],
    ['failed', MESSAGES.contentAccountFailed],
  ])('lets a company manager manage signs only with a plan that can (%#)', (state, message) => {
    expect(signManagement(Role.Admin, state)).toEqual(
      message === null ? { allowed: true } : { allowed: false, message },
    );
  });
});

describe('sign row actions', () => {
  it('lets an admin without the plan view scheduler signs, and says why the rest is closed', () => {
    expect(menu(schedulerSignActions(Role.Admin, account(false)))).toEqual([
      'view',
      `edit: ${MESSAGES.signsNotInPlan}`,
      `delete: ${MESSAGES.signsNotInPlan}`,
    ]);
    expect(menu(contentSignActions(Role.Admin, account(false)))).toEqual([
      `edit: ${MESSAGES.signsNotInPlan}`,
      `delete: ${MESSAGES.signsNotInPlan}`,
    ]);
  });

  it('opens every action to a super admin and to a manager whose plan allows it', () => {
    for (const role of [Role.SuperAdmin, Role.Admin]) {
      expect(menu(schedulerSignActions(role, account(true)))).toEqual(['view', 'edit', 'delete']);
      expect(menu(contentSignActions(role, account(true)))).toEqual(['edit', 'delete']);
    }
  });

  it('gives base users no actions', () => {
    expect(schedulerSignActions(Role.User, account(true))).toEqual([]);
    expect(contentSignActions(Role.User, account(true))).toEqual([]);
  });
});
