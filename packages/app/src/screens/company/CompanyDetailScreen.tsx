import { useState } from 'react';
import { CompanySummaryCard } from '@admin-hub/ui/CompanySummaryCard';
import { EmptyState } from '@admin-hub/ui/EmptyState';
import { ExportButton } from '@admin-hub/ui/ExportButton';
import { LoadFailed, LoadingStatus } from '@admin-hub/ui/LoadableContent';
import { ShowMoreList } from '@admin-hub/ui/ShowMoreList';
import { SignRow } from '@admin-hub/ui/SignList';
import { SelectAllCheckbox, UserRow } from '@admin-hub/ui/UserList';
import type { MenuAction } from '@admin-hub/ui/ActionMenu';
import type { Sign } from '@admin-hub/ui/SignList';
import { USER_IN_VIEW_PARAM } from '@admin-hub/domain/jumpAddress';
import type { ContentAccountState } from '@admin-hub/domain/contentAccount';
import type { User } from '@admin-hub/domain/entities';
import { useSearchParams } from 'react-router-dom';
import {
  companyUsersArgs,
  useGetCompanyQuery,
  useGetContentCompanyQuery,
  useGetContentSignsQuery,
  useGetSchedulerSignsQuery,
} from '../../api/index.ts';
import { useAppConfig } from '../../config/ConfigProvider.tsx';
import { CompanyMfaSwitch } from '../../features/companies/CompanyMfaSwitch.tsx';
import { useCompanyActions } from '../../features/companies/useCompanyActions.tsx';
import { useCompanyUserSearch } from '../../features/companies/useCompanyUserSearch.tsx';
import { useCompanyUsers } from '../../features/companies/useCompanyUsers.ts';
import { useSignAddActions } from '../../features/signs/useSignAddActions.tsx';
import { useSignRowActions } from '../../features/signs/useSignRowActions.tsx';
import { UserBulkActions, UsersExport } from '../../features/users/lazyUserParts.ts';
import { useUserSelection } from '../../features/users/bulk/useUserSelection.ts';
import { useInviteUserAction } from '../../features/users/useInviteUserAction.tsx';
import { useInviteListAction } from '../../features/users/inviteList/useInviteListAction.tsx';
import { useUserActions } from '../../features/users/useUserActions.tsx';
import { CompanyAddMenu } from './CompanyAddMenu.tsx';
import { CompanySection } from './CompanySection.tsx';
import { QueryContent } from '../../components/QueryContent.tsx';
import type { QueryState } from '../../components/QueryContent.tsx';
import { useQueryView } from '../../components/useQueryView.ts';

export interface CompanyDetailScreenProps {
  companyId: number;
}

/**
 * /admin/companies/{companyId} (and, through MyCompanyScreen, /admin/my-company): the
 * company's {product} account, users and signs, with the actions the signed-in role has (spec §2).
 */
export function CompanyDetailScreen({ companyId }: CompanyDetailScreenProps) {
  const { productName } = useAppConfig();
  const company = useGetCompanyQuery(companyId);
  const contentCompany = useGetContentCompanyQuery(companyId);
  const users = useCompanyUsers(companyId);
  const userSearch = useCompanyUserSearch(companyId, users.users, users.total);
  const shownUsers = (loaded: User[]) => userSearch.matches ?? loaded;
  const schedulerSigns = useGetSchedulerSignsQuery({ companyId });
  const contentSigns = useGetContentSignsQuery(companyId);
  const { actionsFor, dialog, ruleFor } = useUserActions();
  const selection = useUserSelection();
  // Selecting is for acting: offered once the signed-in role's bulk actions are known.
  const selectable = ruleFor !== undefined;
  const [exporting, setExporting] = useState(false);
  const contentAccount = useQueryView(contentCompany);
  // The domain's rules read the same states, with the account itself once loaded.
  const account: ContentAccountState =
    contentAccount.status === 'loaded' ? contentAccount.data : contentAccount.status;
  const companyActions = useCompanyActions(company.currentData, account);
  const signActions = useSignRowActions(account);
  const signAddActions = useSignAddActions(companyId, account);
  const inviteUser = useInviteUserAction(companyId);
  const inviteList = useInviteListAction(companyId);
  // '?user=<id>' (the jump box): that user's row is brought into view once it has loaded.
  const [searchParams] = useSearchParams();
  const userInView = searchParams.get(USER_IN_VIEW_PARAM) ?? undefined;

  return (
    <QueryContent
      query={company}
      loadingLabel="Loading company"
      failedMessage="The company could not be loaded."
    >
      {(loaded) => (
        <>
          <CompanyAddMenu actions={[inviteUser.action, inviteList.action, ...signAddActions]} />
          <CompanySummaryCard
            companyName={loaded.name}
            productName={productName}
            contentCompany={contentAccount}
            actions={companyActions.actions}
          />
          <CompanySection title="Users" count={users.total}>
            <CompanyMfaSwitch company={loaded} userCount={users.total} />
            {exporting && users.total !== undefined && (
              <UsersExport
                args={companyUsersArgs(companyId)}
                total={users.total}
                list={`${loaded.name} users`}
                shown={userSearch.filter}
                onDone={() => setExporting(false)}
              />
            )}
            {/* Invite Users' run shows here, by the list it adds to. */}
            {inviteList.dialog}
            {selection.used && ruleFor && (
              <UserBulkActions ruleFor={ruleFor} selection={selection} shownUsers={users.users} />
            )}
            <QueryContent
              query={{
                currentData: users.users,
                isError: users.isError,
                error: users.error,
                refetch: users.refetch,
              }}
              loadingLabel="Loading users"
              failedMessage="The users could not be loaded."
            >
              {(loadedUsers) => (
                <>
                  {userSearch.box}
                  {loadedUsers.length > 0 && (
                    <div className="d-flex align-items-center gap-2 px-3 py-2">
                      {selectable && (
                        // Every user the list holds (those behind 'Show More' too), or every match of
                        // the search over them.
                        <SelectAllCheckbox
                          label="Select all users"
                          rowCount={shownUsers(loadedUsers).length}
                          selectedCount={
                            shownUsers(loadedUsers).filter((user) => selection.users.has(user.id))
                              .length
                          }
                          onChange={(on) => selection.change(shownUsers(loadedUsers), on)}
                        />
                      )}
                      <div className="ms-auto">
                        <ExportButton
                          disabled={exporting || shownUsers(loadedUsers).length === 0}
                          onClick={() => setExporting(true)}
                        />
                      </div>
                    </div>
                  )}
                  <ShowMoreList<User>
                    items={shownUsers(loadedUsers)}
                    getKey={(user) => user.id}
                    label="Users"
                    highlightKey={userInView}
                    renderItem={(user) => (
                      <UserRow
                        user={user}
                        actions={actionsFor?.(user)}
                        selected={selection.users.has(user.id)}
                        onSelectedChange={
                          selectable ? (on) => selection.change([user], on) : undefined
                        }
                      />
                    )}
                    emptyState={userSearch.emptyState}
                  />
                  {/* Past the first 200 (spec §7), the rest follows; it never goes missing silently. */}
                  {users.loadingMore && (
                    <LoadingStatus label={`Loading the rest of the ${users.total} users`} />
                  )}
                  {users.moreFailed && (
                    <LoadFailed
                      message={`Showing ${loadedUsers.length} of ${users.total} users: the rest could not be loaded.`}
                      onRetry={users.refetch}
                    />
                  )}
                </>
              )}
            </QueryContent>
          </CompanySection>
          <SignsSection
            title="Scheduler Signs"
            query={schedulerSigns}
            actionsFor={signActions.schedulerActionsFor}
          />
          <SignsSection
            title={`${productName} Signs`}
            query={contentSigns}
            actionsFor={signActions.contentActionsFor}
          />
          {dialog}
          {companyActions.dialog}
          {signActions.dialog}
          {inviteUser.dialog}
        </>
      )}
    </QueryContent>
  );
}

function SignsSection<S extends Sign>({
  title,
  query,
  actionsFor,
}: {
  title: string;
  query: QueryState<readonly S[]>;
  actionsFor: (sign: S) => MenuAction[];
}) {
  return (
    <CompanySection title={title} count={query.currentData?.length}>
      <QueryContent
        query={query}
        loadingLabel={`Loading ${title}`}
        failedMessage={`The ${title} could not be loaded.`}
      >
        {(signs) => (
          <ShowMoreList<S>
            items={signs}
            getKey={(sign) => sign.id}
            label={title}
            renderItem={(sign) => <SignRow sign={sign} actions={actionsFor(sign)} />}
            emptyState={<EmptyState title="No Signs Found" />}
          />
        )}
      </QueryContent>
    </CompanySection>
  );
}
