import type { User } from './entities.ts';
import { Role } from './roles.ts';
import { ROUTE_ACCESS, companyDetailPath } from './routeAccess.ts';

/** Results of each kind the jump box lists for one search. */
export const JUMP_RESULTS_PER_KIND = 5;
/** Recent choices the jump box keeps per signed-in user, newest first. */
export const JUMP_RECENT_LIMIT = 5;

/**
 * What the Ctrl-K jump box searches for the signed-in user: a super admin every company and
 * user; a company admin only their own company's users; a base user has no jump box (null).
 */
export type JumpScope = { kind: 'everything' } | { kind: 'companyUsers'; companyId: number };

export function jumpScope(me: Pick<User, 'role' | 'companyId'>): JumpScope | null {
  switch (me.role) {
    case Role.SuperAdmin:
      return { kind: 'everything' };
    case Role.Admin:
      return { kind: 'companyUsers', companyId: me.companyId };
    case Role.User:
      return null;
  }
}

/** A place the jump box opens: a company page, or a user's company page with that user in view. */
export type JumpTarget =
  { kind: 'company'; companyId: number } | { kind: 'user'; companyId: number; userId: string };

/** The query parameter of a company page that names the user to scroll to and highlight. */
export const USER_IN_VIEW_PARAM = 'user';

/**
 * The address a jump opens. A company admin reaches their company only as /admin/my-company
 * (spec §2: /admin/companies/{id} is the super admin's).
 */
export function jumpAddress(scope: JumpScope, target: JumpTarget): string {
  const page =
    scope.kind === 'everything' ? companyDetailPath(target.companyId) : ROUTE_ACCESS.myCompany.path;
  if (target.kind === 'company') return page;
  return `${page}?${new URLSearchParams({ [USER_IN_VIEW_PARAM]: target.userId }).toString()}`;
}
