import type { ReactNode } from 'react';
import { ExportButton } from '@admin-hub/ui/ExportButton';
import { LoadableContent, LoadFailed, LoadingStatus } from '@admin-hub/ui/LoadableContent';
import { ShowMoreList } from '@admin-hub/ui/ShowMoreList';
import { SelectionHeader, UserRow } from '@admin-hub/ui/UserList';
import type { Company, User } from '@admin-hub/domain/entities';
import { CompanyMfaSwitch } from '../../features/companies/CompanyMfaSwitch.tsx';
import type { CompanyUserList } from '../../features/users/list/useCompanyUserList.ts';
import { useUserListContext } from '../../features/users/list/useUserListController.tsx';
import { useQueryView } from '../../queryViews/useQueryView.ts';
import { CompanySection } from './CompanySection.tsx';
import { formatCount } from '@admin-hub/domain/formatCount';

export interface CompanyUsersSectionProps {
  company: Company;
  /** Every user of the company; the list's controller comes from `UserListContext`. */
  users: CompanyUserList['users'];
  /** The search over them, made in the browser. */
  search: CompanyUserList['search'];
  /** Invite Users' run, shown by the list it adds to. */
  inviteRun: ReactNode;
  /** The user the address points at ('?user=<id>', the jump box): brought into view once loaded. */
  userInView: string | undefined;
}

/** The company page's Users: the MFA switch, the list's runs, and every user with Show More. */
export function CompanyUsersSection({
  company,
  users,
  search,
  inviteRun,
  userInView,
}: CompanyUsersSectionProps) {
  const list = useUserListContext();
  const { selection, onSelectionChange } = list;
  const view = useQueryView({
    currentData: users.users,
    isError: users.isError,
    error: users.error,
    requestId: users.requestId,
    refetch: users.refetch,
  });
  // The header holds the selection's bar; without it (loading, failed, no user) the bar stands here.
  const headerOnScreen = view.status === 'loaded' && view.data.length > 0;
  return (
    <CompanySection title="Users" count={users.total}>
      <CompanyMfaSwitch company={company} userCount={users.total} />
      {list.exportRun}
      {inviteRun}
      {!headerOnScreen && list.selectionBar}
      {list.bulkRuns}
      <LoadableContent
        load={view}
        loadingLabel="Loading users"
        failedMessage="The users could not be loaded."
      >
        {(loadedUsers) => {
          // The search's matches, or every user loaded: defined once the users have loaded.
          const shown = list.shownUsers ?? loadedUsers;
          return (
            <>
              {search.box}
              {loadedUsers.length > 0 && (
                <SelectionHeader
                  selectAll={
                    onSelectionChange && {
                      // Every user the list holds (those behind 'Show More' too), or every
                      // match of the search over them.
                      label: 'Select all users',
                      // 'All' is every user: not offered while some have not loaded (still on
                      // their way, or a page failed and waits for Retry).
                      unavailableReason:
                        users.total !== undefined && loadedUsers.length < users.total
                          ? `(once all ${formatCount(users.total)} have loaded)`
                          : undefined,
                      rowCount: shown.length,
                      selectedCount: shown.filter((user) => selection.users.has(user.id)).length,
                      onChange: (on) => onSelectionChange(shown, on),
                    }
                  }
                  selecting={selection.users.size > 0}
                  bar={list.selectionBar}
                  end={<ExportButton {...list.exportButton} />}
                />
              )}
              <ShowMoreList<User>
                items={shown}
                getKey={(user) => user.id}
                label="Users"
                highlightKey={userInView}
                renderItem={(user) => (
                  <UserRow
                    user={user}
                    actions={list.actionsFor?.(user)}
                    selected={selection.users.has(user.id)}
                    onSelectedChange={onSelectionChange && ((on) => onSelectionChange([user], on))}
                  />
                )}
                emptyState={search.emptyState}
              />
              {/* Past the first 200 (spec §7), the rest follows; it never goes missing silently. */}
              {users.loadingMore && (
                <LoadingStatus
                  label={`Loading the rest of the ${formatCount(users.total ?? loadedUsers.length)} users`}
                />
              )}
              {users.moreFailed && (
                <LoadFailed
                  message={`Showing ${formatCount(loadedUsers.length)} of ${formatCount(users.total ?? loadedUsers.length)} users: the rest could not be loaded.`}
                  onRetry={users.refetch}
                />
              )}
            </>
          );
        }}
      </LoadableContent>
    </CompanySection>
  );
}
