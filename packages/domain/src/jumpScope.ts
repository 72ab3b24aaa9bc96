import type { User } from './entities.ts';
import { Role } from './roles.ts';

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
