import { USER_SORTS, USERS_PAGE_SIZE, companyDetailPath } from '@admin-hub/domain';
import { UserList } from '@admin-hub/ui';
import { useGetUsersQuery, usersListArgs } from '../../api/index.ts';
import { renderRouterLink } from '../../layout/renderRouterLink.tsx';
import { PagedListView } from '../../components/PagedListView.tsx';
import { useListParams } from '../../components/useListParams.ts';
import { useUserActions } from '../../features/users/useUserActions.tsx';

const companyHref = (company: { id: number }) => companyDetailPath(company.id);

/** /admin/users: every user of every company, searchable, sortable and paged (spec §2). */
export function UsersScreen() {
  const params = useListParams(USER_SORTS);
  const query = useGetUsersQuery(usersListArgs(params));
  const { actionsFor, dialog } = useUserActions();
  return (
    <>
      <PagedListView
        title="Users"
        noun="users"
        searchPlaceholder="Search all Users by name, email, or company name"
        sortOptions={USER_SORTS}
        params={params}
        perPage={USERS_PAGE_SIZE}
        query={query}
        emptyTitle="No Users Found"
        renderRows={(users) => (
          <UserList
            users={users}
            label="Users"
            companyHref={companyHref}
            renderLink={renderRouterLink}
            actionsFor={actionsFor}
          />
        )}
      />
      {dialog}
    </>
  );
}
