import { capabilities } from './capabilities.ts';
import { MESSAGES } from './messages.ts';
import type { Role } from './roles.ts';
import type { RuleResult } from './ruleResult.ts';
import type { UserRowAction } from './userRowActions.ts';

/**
 * The row actions (`UserRowAction`) that can be run on many users at once (issue 17), in the
 * bar's order.
 */
export const BulkUserAction = {
  SendInviteEmail: 'sendInviteEmail',
  SendPasswordResetEmail: 'sendPasswordResetEmail',
  Delete: 'delete',
} as const satisfies Record<string, UserRowAction>;
export type BulkUserAction = (typeof BulkUserAction)[keyof typeof BulkUserAction];

export const BULK_USER_ACTION_LABELS: Record<BulkUserAction, string> = {
  sendInviteEmail: 'Send invite emails',
  sendPasswordResetEmail: 'Send password reset emails',
  delete: 'Delete',
};

/**
 * The selection bar's words for them, where there is room: each the start of its label (the
 * button's name), so the bar's four actions fit beside its count in the page's column at 1280 px.
 */
export const BULK_USER_ACTION_SHORT_LABELS: Record<BulkUserAction, string> = {
  sendInviteEmail: 'Send invite',
  sendPasswordResetEmail: 'Send password reset',
  delete: 'Delete',
};

/**
 * The bulk actions a role is offered: those it has on some user at all (spec §6). Whether it
 * may use one on a given user is `sortSelection`'s answer.
 */
export function bulkUserActions(role: Role): BulkUserAction[] {
  const can = capabilities(role);
  // The same test as userRowActions: a role that edits no role manages nobody.
  if (!can.editRoles) return [];
  const actions: BulkUserAction[] = [
    BulkUserAction.SendInviteEmail,
    BulkUserAction.SendPasswordResetEmail,
  ];
  if (can.deleteUsers) actions.push(BulkUserAction.Delete);
  return actions;
}

/** A selected user the action will not be sent for, with the rule's exact message. */
interface SkippedUser<U> {
  user: U;
  message: string;
}

export interface SortedSelection<U> {
  /** In the selection's order. */
  allowed: U[];
  skipped: SkippedUser<U>[];
}

/**
 * Sorts a selection before anything is sent: each user the single row action is allowed for,
 * and each it is not, with the rule's own message ('You cannot delete yourself' …). `rule` is
 * the row menu's answer for one user (`userRowAction(actor, user, action)`), so the bulk action
 * refuses exactly what the row menu refuses. (Passed in rather than imported: the row rules stay
 * in the list's first chunk, and the bulk code that loads later calls them there.)
 */
export function sortSelection<U>(
  users: readonly U[],
  rule: (user: U) => RuleResult | undefined,
): SortedSelection<U> {
  const sorted: SortedSelection<U> = { allowed: [], skipped: [] };
  for (const user of users) {
    const answer = rule(user);
    if (answer === undefined) {
      // The row menu shows no actions at all for this user (another company's, for an admin).
      sorted.skipped.push({ user, message: MESSAGES.userOutsideYourCompany });
    } else if (answer.allowed) {
      sorted.allowed.push(user);
    } else {
      sorted.skipped.push({ user, message: answer.message });
    }
  }
  return sorted;
}
