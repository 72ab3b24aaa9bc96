import { Role } from './roles.ts';
import type { RowActor } from './userRowActions.ts';

/**
 * Whether `actor` may invite users into company `companyId` (spec §2 add menu, §6): a super admin
 * into any company, an admin into their own; a base user never. The server asks the same of
 * POST /users (a company manager's access to the company).
 */
export function canInviteUsers(actor: RowActor, companyId: number): boolean {
  switch (actor.role) {
    case Role.SuperAdmin:
      return true;
    case Role.Admin:
      return actor.companyId === companyId;
    case Role.User:
      return false;
  }
}
