import type { UserSortKey } from '@admin-hub/domain/constants';
import type { SortDirection } from '@admin-hub/domain/entities';
import { USERS_PAGE_SIZE, USER_SORTS } from '@admin-hub/domain/constants';

export interface GetUsersArgs {
  page: number;
  perPage: number;
  search?: string;
  sort: 'name' | 'email';
  direction: SortDirection;
  /** Only this company's users (the company detail page). */
  companyId?: number;
}

/**
 * The /admin/users list's query for the search, sort option and page its address holds; the
 * screen and the route's data requested ahead both build it here, so they share one cache entry.
 */
export function usersListArgs({
  search,
  sort,
  page,
}: {
  search: string;
  sort: UserSortKey;
  page: number;
}): GetUsersArgs {
  const order = USER_SORTS.find(({ key }) => key === sort) ?? USER_SORTS[0];
  return { page, perPage: USERS_PAGE_SIZE, search, sort: order.field, direction: order.direction };
}

/**
 * The request of `GET /users` (spec §7) for `args`: the endpoint's query, and the entry's early
 * read of the list (routes/startEarlyReads), which must ask for exactly what the endpoint would.
 */
export const usersQuery = ({
  page,
  perPage,
  search,
  sort,
  direction,
  companyId,
}: GetUsersArgs) => ({
  url: 'users',
  params: { page, perPage, search: search || undefined, sort, direction, companyId },
});
