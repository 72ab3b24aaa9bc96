import { USER_SORTS, USERS_PAGE_SIZE } from '@admin-hub/domain/constants';
import { companyDetailPath } from '@admin-hub/domain/routeAccess';
import { ExportButton } from '@admin-hub/ui/ExportButton';
import { renderRouterLink } from '../../layout/renderRouterLink.tsx';
import { PagedListView } from '../../queryViews/PagedListView.tsx';
import { SkeletonRows } from '@admin-hub/ui/SkeletonRows';
import { UserListContext } from '../../features/users/list/useUserListController.tsx';
import { UserListRows } from '../../features/users/list/UserListRows.tsx';
import { useUsersList } from '../../features/users/list/useUsersList.ts';

const companyHref = (company: { id: number }) => companyDetailPath(company.id);

/** /admin/users: every user of every company, searchable, sortable and paged (spec §2). */
export function UsersScreen() {
  const list = useUsersList();
  return (
    <UserListContext value={list}>
      <PagedListView
        title="Users"
        noun="users"
        searchPlaceholder="Search all Users by name, email, or company name"
        sortOptions={USER_SORTS}
        params={list.params}
        perPage={USERS_PAGE_SIZE}
        query={list.query}
        emptyTitle="No Users Found"
        emptyDescription="Users appear here once they are invited to a company."
        action={<ExportButton {...list.exportButton} />}
        beforeRows={(rowsOnScreen) => (
          <>
            {list.exportRun}
            {!rowsOnScreen && list.selectionBar}
            {list.bulkRuns}
          </>
        )}
        skeleton={<SkeletonRows selectable />}
        renderRows={(users) => (
          <UserListRows
            users={users}
            label="Users"
            companyHref={companyHref}
            renderLink={renderRouterLink}
          />
        )}
      />
      {list.dialog}
    </UserListContext>
  );
}
