import { hasContentAccount, type ContentAccountState } from './contentAccount.ts';
import { MESSAGES } from './messages.ts';
import { Role } from './roles.ts';
import { ALLOWED, denied, type RuleResult } from './ruleResult.ts';
import { canManageSigns } from './signAccess.ts';

/**
 * Whether the company page may add and manage signs (spec §6): super admins always, company
 * managers when the plan's canManageSigns holds, with the reason when not ({product} unfilled).
 */
export function signManagement(role: Role, account: ContentAccountState): RuleResult {
  if (role === Role.SuperAdmin) return ALLOWED;
  if (role !== Role.Admin) return denied(MESSAGES.signsNotInPlan);
  if (account === 'loading') return denied(MESSAGES.contentAccountLoading);
  if (account === 'failed') return denied(MESSAGES.contentAccountFailed);
  if (!hasContentAccount(account)) return denied(MESSAGES.noContentAccount);
  return canManageSigns(role, account.plan) ? ALLOWED : denied(MESSAGES.signsNotInPlan);
}

/** The row actions of a sign, in menu order. */
export const SignRowAction = {
  View: 'view',
  Edit: 'edit',
  Delete: 'delete',
} as const;
export type SignRowAction = (typeof SignRowAction)[keyof typeof SignRowAction];

export const SIGN_ROW_ACTION_LABELS: Record<SignRowAction, string> = {
  view: 'View sign',
  edit: 'Edit sign',
  delete: 'Delete sign',
};

export type SignRowActionAnswer = { action: SignRowAction } & RuleResult;

/** `actions` answered for `role`: View is always allowed, the others need sign management. */
function answer(
  role: Role,
  account: ContentAccountState,
  actions: readonly SignRowAction[],
): SignRowActionAnswer[] {
  // Base users have no company page, so no actions.
  if (role === Role.User) return [];
  const manage = signManagement(role, account);
  return actions.map((action) => ({
    action,
    ...(action === SignRowAction.View ? ALLOWED : manage),
  }));
}

/**
 * A scheduler sign's actions: anyone on the company page may view it in the scheduler app;
 * editing and deleting need sign management.
 */
export const schedulerSignActions = (role: Role, account: ContentAccountState) =>
  answer(role, account, [SignRowAction.View, SignRowAction.Edit, SignRowAction.Delete]);

/**
 * A {product} sign's actions: edit and delete, both under sign management. What delete does
 * differs by role (a link for super admins, the 'contact {product}' notice for managers).
 */
export const contentSignActions = (role: Role, account: ContentAccountState) =>
  answer(role, account, [SignRowAction.Edit, SignRowAction.Delete]);
