import type { User } from './entities.ts';
import { isInvited } from './isInvited.ts';
import { ROLE_LABELS, ROLES, type Role } from './roles.ts';

/** A user's status as a list filters it: Invited until both names exist (spec §4), else Active. */
export const UserStatus = { Invited: 'invited', Active: 'active' } as const;
export type UserStatus = (typeof UserStatus)[keyof typeof UserStatus];

export const USER_STATUSES: readonly UserStatus[] = [UserStatus.Invited, UserStatus.Active];

export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  [UserStatus.Invited]: 'Invited',
  [UserStatus.Active]: 'Active',
};

/** The filters of a list of users; null is 'All'. */
export interface UserFilterValues {
  role: Role | null;
  status: UserStatus | null;
}

export const NO_USER_FILTERS: UserFilterValues = { role: null, status: null };

/** Where the address keeps them: `?role=admin&status=invited` (the wire values). */
export const USER_FILTER_PARAMS = { role: 'role', status: 'status' } as const;

/** How many users each choice would show, the other filter kept; `all` is the choice 'All'. */
interface UserFilterCounts {
  role: Record<Role | 'all', number>;
  status: Record<UserStatus | 'all', number>;
}

export interface FilteredUsers<T> {
  /** The users both filters keep, in their order. */
  users: readonly T[];
  counts: UserFilterCounts;
}

type FilteredUser = Pick<User, 'role' | 'firstName' | 'lastName'>;

const userStatus = (user: Pick<User, 'firstName' | 'lastName'>): UserStatus =>
  isInvited(user) ? UserStatus.Invited : UserStatus.Active;

/**
 * The users the filters keep and the count behind every choice, in one pass: a user counts
 * for a role when the status filter keeps them, and for a status when the role filter does.
 * A 10,000-user company is one loop over plain fields.
 */
export function userFilters<T extends FilteredUser>(
  users: readonly T[],
  { role, status }: UserFilterValues,
): FilteredUsers<T> {
  const counts: UserFilterCounts = {
    role: { all: 0, super_admin: 0, admin: 0, user: 0 },
    status: { all: 0, invited: 0, active: 0 },
  };
  const kept: T[] = [];
  for (const user of users) {
    const userState = userStatus(user);
    const roleKeeps = role === null || user.role === role;
    const statusKeeps = status === null || userState === status;
    if (statusKeeps) {
      counts.role.all += 1;
      counts.role[user.role] += 1;
    }
    if (roleKeeps) {
      counts.status.all += 1;
      counts.status[userState] += 1;
    }
    if (roleKeeps && statusKeeps) kept.push(user);
  }
  return { users: role === null && status === null ? users : kept, counts };
}

const isRole = (value: string | null): value is Role => ROLES.includes(value as Role);
const isStatus = (value: string | null): value is UserStatus =>
  USER_STATUSES.includes(value as UserStatus);

/** The filters an address asks for; an unknown value is 'All'. */
export const readUserFilters = (address: URLSearchParams): UserFilterValues => {
  const role = address.get(USER_FILTER_PARAMS.role);
  const status = address.get(USER_FILTER_PARAMS.status);
  return { role: isRole(role) ? role : null, status: isStatus(status) ? status : null };
};

export const hasUserFilters = ({ role, status }: UserFilterValues): boolean =>
  role !== null || status !== null;

/**
 * What an empty list says hides everything: 'No users match Invited, Admin.', the search (if
 * any) last: 'No users match Invited, Admin, “ann”.'
 */
export function noUsersMatchText({ role, status }: UserFilterValues, search: string): string {
  const searched = search.trim();
  const parts = [
    status && USER_STATUS_LABELS[status],
    role && ROLE_LABELS[role],
    searched && `“${searched}”`,
  ].filter(Boolean);
  return `No users match ${parts.join(', ')}.`;
}
