import { useEffect } from 'react';
import { USER_SORTS, USERS_PAGE_SIZE } from '@admin-hub/domain';
import type { UserSortKey } from '@admin-hub/domain';
import { DataToolbar, EmptyState, Pager, SearchBox, SortMenu, UserList } from '@admin-hub/ui';
import { useGetUsersQuery } from '../../api/index.ts';
import { LoadFailed } from './LoadFailed.tsx';
import { LoadingStatus } from './LoadingStatus.tsx';
import { companyPath, renderRouterLink } from './renderRouterLink.tsx';
import { useListParams } from './useListParams.ts';
import { useUserActions } from './useUserActions.ts';

const SORT_KEYS = USER_SORTS.map((option) => option.key) as [UserSortKey, ...UserSortKey[]];

/** /admin/users: every user of every company, searchable, sortable and paged (spec §2). */
export function UsersScreen() {
  const { search, sort, page, setSearch, setSort, setPage } = useListParams(SORT_KEYS);
  const order = USER_SORTS.find((option) => option.key === sort) ?? USER_SORTS[0];
  const { data, isError, isFetching, refetch } = useGetUsersQuery({
    page,
    perPage: USERS_PAGE_SIZE,
    search,
    sort: order.field,
    direction: order.direction,
  });
  const actionsFor = useUserActions();
  const total = data?.meta.total;
  const lastPage = data?.meta.last_page;
  // An address past the end (a stale link, or rows deleted meanwhile) moves to the last page.
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage) setPage(lastPage);
  }, [page, lastPage, setPage]);

  const pager = (position: 'above' | 'below') => (
    <Pager
      page={page}
      perPage={USERS_PAGE_SIZE}
      total={total ?? 0}
      label={`Pages of users, ${position} the list`}
      onPageChange={(next) => {
        setPage(next);
        // The lower pager is far from the top of the new page's rows.
        if (position === 'below') window.scrollTo({ top: 0 });
      }}
    />
  );

  return (
    <>
      <DataToolbar
        title="Users"
        count={total}
        search={
          <SearchBox
            label="Search users"
            placeholder="Search all Users by name, email, or company name"
            value={search}
            onSearch={setSearch}
          />
        }
        sort={
          <SortMenu<UserSortKey>
            label="Sort users"
            options={USER_SORTS}
            value={sort}
            onChange={setSort}
          />
        }
      >
        {pager('above')}
      </DataToolbar>
      {isError ? (
        <LoadFailed message="The users could not be loaded." onRetry={() => void refetch()} />
      ) : data === undefined ? (
        <LoadingStatus label="Loading users" />
      ) : data.data.length === 0 ? (
        <EmptyState title="No Users Found" />
      ) : (
        <div aria-busy={isFetching} className={isFetching ? 'opacity-50' : undefined}>
          <UserList
            users={data.data}
            label="Users"
            companyHref={companyPath}
            renderLink={renderRouterLink}
            actionsFor={actionsFor}
          />
        </div>
      )}
      <div className="mt-2">{pager('below')}</div>
    </>
  );
}
