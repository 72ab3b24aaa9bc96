import type { JumpScope } from './jumpScope.ts';
import { ROUTE_ACCESS, companyDetailPath } from './routeAccess.ts';

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
