import { USER_SORTS } from '@admin-hub/domain/constants';
import type { UserSortKey } from '@admin-hub/domain/constants';
import type { Paged, User } from '@admin-hub/domain/entities';
import { useGetUsersQuery, usersListArgs } from '../../../api/index.ts';
import { useListParams } from '../../../queryViews/useListParams.ts';
import type { ListParams } from '../../../queryViews/useListParams.ts';
import type { QueryState } from '../../../queryViews/useQueryView.ts';
import { useUserListController } from './useUserListController.tsx';
import type { UserListController } from './useUserListController.tsx';

export interface UsersList extends UserListController {
  /** Search, sort and page, as the address holds them. */
  params: ListParams<UserSortKey>;
  /** The page on screen. */
  query: QueryState<Paged<User>>;
}

/** Every user of every company (/admin/users): a page at a time, from the address's search and sort. */
export function useUsersList(): UsersList {
  const params = useListParams(USER_SORTS);
  const args = usersListArgs(params);
  const query = useGetUsersQuery(args);
  const total = query.currentData?.meta.total;
  const controller = useUserListController({
    args,
    total,
    shownUsers: query.currentData?.data,
    pagedOnServer: true,
    exportName: 'users',
    exportableCount: total ?? 0,
  });
  return { ...controller, params, query };
}
