import { capabilities } from './capabilities.ts';
import { hasContentAccount, type ContentAccountState } from './contentAccount.ts';
import { emulationTarget } from './emulationTarget.ts';
import type { Company } from './entities.ts';
import { MESSAGES } from './messages.ts';
import { ALLOWED, denied, type RuleResult } from './ruleResult.ts';
import type { RowActor } from './userRowActions.ts';

/** The actions of a company page's summary card, in menu order. */
export const CompanyAction = {
  Edit: 'edit',
  EditCredits: 'editCredits',
  EditSubscriber: 'editSubscriber',
  Emulate: 'emulate',
  Delete: 'delete',
} as const;
export type CompanyAction = (typeof CompanyAction)[keyof typeof CompanyAction];

export const COMPANY_ACTION_LABELS: Record<CompanyAction, string> = {
  edit: 'Edit company',
  editCredits: 'Edit Credits',
  editSubscriber: 'Edit Subscriber',
  emulate: 'Emulate company',
  delete: 'Delete company',
};

export type CompanyActionAnswer = { action: CompanyAction } & RuleResult;

/** Credits and subscriber live in the {product} account: without it there is nothing to edit. */
function needsAccount(account: ContentAccountState): RuleResult {
  if (account === 'loading') return denied(MESSAGES.contentAccountLoading);
  if (account === 'failed') return denied(MESSAGES.contentAccountFailed);
  return hasContentAccount(account) ? ALLOWED : denied(MESSAGES.noContentAccount);
}

/**
 * Which company actions `actor` has on `company` (spec §2, §6), each allowed or with the message
 * why not ({product} left for the app to fill). An action the role never has is absent; an admin
 * acts only on their own company. Creating and deleting companies goes with managing every
 * company (super admins), the capability the server checks too.
 */
export function companyActions(
  actor: RowActor,
  company: Pick<Company, 'id' | 'users'>,
  account: ContentAccountState,
): CompanyActionAnswer[] {
  const can = capabilities(actor.role);
  if (!can.viewAnyCompany && actor.companyId !== company.id) return [];
  const answers: CompanyActionAnswer[] = [];
  if (can.editCompany) answers.push({ action: CompanyAction.Edit, ...ALLOWED });
  if (can.editCredits) {
    answers.push({ action: CompanyAction.EditCredits, ...needsAccount(account) });
  }
  if (can.editSubscriber) {
    const subscriber = needsAccount(account);
    answers.push({
      action: CompanyAction.EditSubscriber,
      ...(subscriber.allowed && company.users.length === 0
        ? denied(MESSAGES.noSubscriberCandidates)
        : subscriber),
    });
  }
  if (can.emulateUsers) {
    const target = emulationTarget(company);
    answers.push({
      action: CompanyAction.Emulate,
      ...(target === null
        ? denied(MESSAGES.noUsersToEmulate)
        : target.id === actor.id
          ? denied(MESSAGES.cannotEmulateSelf)
          : ALLOWED),
    });
  }
  if (can.viewAnyCompany) {
    answers.push({
      action: CompanyAction.Delete,
      ...(actor.companyId === company.id ? denied(MESSAGES.cannotDeleteOwnCompany) : ALLOWED),
    });
  }
  return answers;
}
