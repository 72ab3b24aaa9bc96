import type { AuthId } from './entities.ts';
import { MESSAGES } from './messages.ts';
import { Role } from './roles.ts';
import { ALLOWED, denied, type RuleResult } from './ruleResult.ts';

/** The signed-in (or emulated) user acting. */
export interface Actor {
  id: AuthId;
  role: Role;
}

/** The user acted upon. */
export interface UserTarget {
  id: AuthId;
  role: Role;
}

/**
 * Delete users (spec §5, §6). Deleting oneself is checked first: it is the one rule that holds
 * for every role. Company scoping (an admin acts only inside their company) is the server's
 * concern: the mocks check it against their data.
 */
export function canDeleteUser(actor: Actor, target: UserTarget): RuleResult {
  if (actor.id === target.id) return denied(MESSAGES.cannotDeleteSelf);
  switch (actor.role) {
    case Role.User:
      return denied(MESSAGES.userCannotDeleteUsers);
    case Role.Admin:
      return target.role === Role.SuperAdmin
        ? denied(MESSAGES.adminCannotDeleteSuperAdmin)
        : ALLOWED;
    case Role.SuperAdmin:
      return target.role === Role.SuperAdmin
        ? denied(MESSAGES.superAdminCannotDeleteSuperAdmin)
        : ALLOWED;
  }
}

/** Edit roles (spec §6): super admins edit anyone's, admins all but super admins', base users none. */
export function canEditRole(actor: Actor, target: UserTarget): RuleResult {
  switch (actor.role) {
    case Role.User:
      return denied(MESSAGES.userCannotEditRoles);
    case Role.Admin:
      return target.role === Role.SuperAdmin ? denied(MESSAGES.adminCannotEditSuperAdmin) : ALLOWED;
    case Role.SuperAdmin:
      return ALLOWED;
  }
}

/**
 * Change `target`'s role to `nextRole` (PUT /users/:id). `companyAdminCount` is the number of
 * admins in the target's company, the target included.
 * The super admin role is never granted: it is only kept, by a super admin editing a super admin
 * (the only case where {@link roleOptions} offers it).
 */
export function canChangeRole(
  actor: Actor,
  target: UserTarget,
  nextRole: Role,
  companyAdminCount: number,
): RuleResult {
  const editable = canEditRole(actor, target);
  if (!editable.allowed) return editable;
  if (nextRole === target.role) return ALLOWED;
  if (nextRole === Role.SuperAdmin) return denied(MESSAGES.superAdminRoleNotGrantable);
  if (target.role === Role.Admin && nextRole === Role.User && companyAdminCount < 2) {
    return denied(MESSAGES.atLeastOneAdmin);
  }
  return ALLOWED;
}

/**
 * Role options offered in the invite and edit user forms (spec §6): admin and base user; super
 * admin only to a super admin editing a super admin. `target` is null when inviting.
 */
export function roleOptions(actor: Actor, target: UserTarget | null): Role[] {
  const keepsSuperAdmin = actor.role === Role.SuperAdmin && target?.role === Role.SuperAdmin;
  return keepsSuperAdmin ? [Role.SuperAdmin, Role.Admin, Role.User] : [Role.Admin, Role.User];
}
