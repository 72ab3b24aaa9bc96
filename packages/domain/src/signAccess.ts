import type { ContentPlan, SchedulerSign, SchedulerSignPermission } from './entities.ts';
import { Role } from './roles.ts';

/**
 * Adding and managing signs (spec §6): platform administrators (super admins) always; company
 * managers (admins) when their {product} plan's canManageSigns holds; base users never, as they
 * have no company page.
 */
export function canManageSigns(
  role: Role,
  plan: Pick<ContentPlan, 'canManageSigns'> | null | undefined,
): boolean {
  if (role === Role.SuperAdmin) return true;
  if (role === Role.Admin) return plan?.canManageSigns === true;
  return false;
}

/** Admins and super admins see every scheduler sign; base users only those granted to them. */
export const hasFullSignAccess = (role: Role): boolean =>
  role === Role.SuperAdmin || role === Role.Admin;

/**
 * The signs preselected in the Scheduler Sign Permissions modal: a user's granted signs, or
 * every sign when none are known yet (a new invite), as spec §6 preselects all by default.
 */
export function initialSignSelection(
  signs: readonly Pick<SchedulerSign, 'id'>[],
  permissions: readonly SchedulerSignPermission[] | null | undefined,
): number[] {
  if (!permissions) return signs.map((sign) => sign.id);
  const granted = new Set(permissions.map((permission) => permission.signId));
  return signs.filter((sign) => granted.has(sign.id)).map((sign) => sign.id);
}

/**
 * The sign ids a PUT /users/:id/signs/permissions may carry: unique ids of signs of the company.
 * Returns the ids that are not the company's, empty when the request is valid.
 */
export function unknownSignIds(
  signIds: readonly number[],
  companySigns: readonly Pick<SchedulerSign, 'id'>[],
): number[] {
  const known = new Set(companySigns.map((sign) => sign.id));
  return [...new Set(signIds)].filter((id) => !known.has(id));
}
