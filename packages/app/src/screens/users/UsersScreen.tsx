import { useState } from 'react';
import { USER_SORTS, USERS_PAGE_SIZE } from '@admin-hub/domain/constants';
import { companyDetailPath } from '@admin-hub/domain/routeAccess';
import { ExportButton } from '@admin-hub/ui/ExportButton';
import { UserList } from '@admin-hub/ui/UserList';
import { useGetUsersQuery, usersListArgs } from '../../api/index.ts';
import { renderRouterLink } from '../../layout/renderRouterLink.tsx';
import { PagedListView } from '../../components/PagedListView.tsx';
import { useListParams } from '../../components/useListParams.ts';
import { UserBulkActions, UsersExport } from '../../features/users/lazyUserParts.ts';
import { useUserSelection } from '../../features/users/bulk/useUserSelection.ts';
import { useUserActions } from '../../features/users/useUserActions.tsx';

const companyHref = (company: { id: number }) => companyDetailPath(company.id);

/** /admin/users: every user of every company, searchable, sortable and paged (spec §2). */
export function UsersScreen() {
  const params = useListParams(USER_SORTS);
  const args = usersListArgs(params);
  const query = useGetUsersQuery(args);
  const { actionsFor, dialog, ruleFor } = useUserActions();
  const selection = useUserSelection();
  const [exporting, setExporting] = useState(false);
  const total = query.currentData?.meta.total;
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
        action={<ExportButton disabled={!total || exporting} onClick={() => setExporting(true)} />}
        beforeRows={
          <>
            {exporting && total !== undefined && (
              <UsersExport
                args={args}
                total={total}
                list="users"
                onDone={() => setExporting(false)}
              />
            )}
            {selection.used && ruleFor && (
              <UserBulkActions
                ruleFor={ruleFor}
                selection={selection}
                shownUsers={query.currentData?.data}
                allUsers={total === undefined ? undefined : { args, total }}
              />
            )}
          </>
        }
        renderRows={(users) => (
          <UserList
            users={users}
            label="Users"
            companyHref={companyHref}
            renderLink={renderRouterLink}
            actionsFor={actionsFor}
            selectedIds={selection.users}
            // Selecting is for acting: offered once the signed-in role's bulk actions are known.
            onSelectionChange={ruleFor && selection.change}
          />
        )}
      />
      {dialog}
    </>
  );
}
