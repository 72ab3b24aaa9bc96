import { capabilities } from './capabilities.ts';
import type { AuthId } from './entities.ts';
import { MESSAGES } from './messages.ts';
import { Role } from './roles.ts';
import { ALLOWED, denied, type RuleResult } from './ruleResult.ts';
import { canDeleteUser, canEditRole, type Actor } from './userPermissions.ts';

/** The user row actions of spec §2, in the order the menu lists them. */
export const UserRowAction = {
  Edit: 'edit',
  Emulate: 'emulate',
  EditSignPermissions: 'editSignPermissions',
  ViewMfaDevices: 'viewMfaDevices',
  CreatePasswordResetLink: 'createPasswordResetLink',
  SendInviteEmail: 'sendInviteEmail',
  SendPasswordResetEmail: 'sendPasswordResetEmail',
  Delete: 'delete',
} as const;
export type UserRowAction = (typeof UserRowAction)[keyof typeof UserRowAction];

export const USER_ROW_ACTION_LABELS: Record<UserRowAction, string> = {
  edit: 'Edit user',
  emulate: 'Emulate user',
  editSignPermissions: 'Edit scheduler permissions',
  viewMfaDevices: 'View MFA devices',
  createPasswordResetLink: 'Create password reset link',
  sendInviteEmail: 'Send invite email',
  sendPasswordResetEmail: 'Send password reset email',
  delete: 'Delete',
};

/**
 * The menu's sections, in its order: editing the user, their access, their e-mails, then Delete
 * alone at the end, set apart as the one action that cannot be undone.
 */
export type UserRowActionGroup = 'edit' | 'access' | 'emails' | 'danger';

export const USER_ROW_ACTION_GROUPS: Record<UserRowAction, UserRowActionGroup> = {
  edit: 'edit',
  emulate: 'edit',
  editSignPermissions: 'access',
  viewMfaDevices: 'access',
  createPasswordResetLink: 'access',
  sendInviteEmail: 'emails',
  sendPasswordResetEmail: 'emails',
  delete: 'danger',
};

/** The acting user, with the company an admin is confined to. */
export interface RowActor extends Actor {
  companyId: number;
}

export interface RowTarget {
  id: AuthId;
  role: Role;
  companyId: number;
}

export type UserRowActionAnswer = { action: UserRowAction } & RuleResult;

const whenAllowed = (allowed: boolean, message: string): RuleResult =>
  allowed ? ALLOWED : denied(message);

/**
 * Which row actions `actor` has on `target`, each allowed or with the exact message why not
 * (spec §6). An action the role never has is absent; one it has but may not use on this target
 * is present and denied, so the menu can say why. The mock server asks the same rules.
 */
export function userRowActions(actor: RowActor, target: RowTarget): UserRowActionAnswer[] {
  const can = capabilities(actor.role);
  // Base users manage nobody; admins manage only their own company (the server answers the same).
  if (!can.editRoles) return [];
  if (actor.role !== Role.SuperAdmin && actor.companyId !== target.companyId) return [];
  const self = actor.id === target.id;
  const answers: UserRowActionAnswer[] = [
    { action: UserRowAction.Edit, ...canEditRole(actor, target) },
  ];
  if (can.emulateUsers) {
    answers.push({
      action: UserRowAction.Emulate,
      ...whenAllowed(!self, MESSAGES.cannotEmulateSelf),
    });
  }
  answers.push(
    {
      action: UserRowAction.EditSignPermissions,
      ...whenAllowed(target.role === Role.User, MESSAGES.fullSchedulerSignAccess),
    },
    { action: UserRowAction.ViewMfaDevices, ...ALLOWED },
  );
  if (can.createResetLinks) {
    answers.push({ action: UserRowAction.CreatePasswordResetLink, ...ALLOWED });
  }
  answers.push(
    { action: UserRowAction.SendInviteEmail, ...ALLOWED },
    { action: UserRowAction.SendPasswordResetEmail, ...ALLOWED },
    { action: UserRowAction.Delete, ...canDeleteUser(actor, target) },
  );
  return answers;
}

/** One action's answer, or undefined when the role never has it. */
export function userRowAction(
  actor: RowActor,
  target: RowTarget,
  action: UserRowAction,
): RuleResult | undefined {
  const answer = userRowActions(actor, target).find((a) => a.action === action);
  if (answer === undefined) return undefined;
  return answer.allowed ? ALLOWED : denied(answer.message);
}
