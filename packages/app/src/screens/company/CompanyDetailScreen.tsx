import { ActionMenu } from '@admin-hub/ui/ActionMenu';
import { CompanySummaryCard } from '@admin-hub/ui/CompanySummaryCard';
import { CompanyPageSkeleton } from '@admin-hub/ui/CompanyPageSkeleton';
import { PageHeader, type Crumb } from '@admin-hub/ui/PageHeader';
import { USER_IN_VIEW_PARAM } from '@admin-hub/domain/jumpAddress';
import type { ContentAccountState } from '@admin-hub/domain/contentAccount';
import { useSearchParams } from 'react-router-dom';
import {
  useGetCompanyQuery,
  useGetContentCompanyQuery,
  useGetContentSignsQuery,
  useGetSchedulerSignsQuery,
} from '../../api/index.ts';
import { useAppConfig } from '../../config/ConfigProvider.tsx';
import { useCompanyActions } from '../../features/companies/useCompanyActions.tsx';
import { useSignAddActions } from '../../features/signs/useSignAddActions.tsx';
import { useSignRowActions } from '../../features/signs/useSignRowActions.tsx';
import { useInviteUserAction } from '../../features/users/useInviteUserAction.tsx';
import { useInviteListAction } from '../../features/users/inviteList/useInviteListAction.tsx';
import { useCompanyUserList } from '../../features/users/list/useCompanyUserList.ts';
import { UserListContext } from '../../features/users/list/useUserListController.tsx';
import { CompanyAddMenu } from './CompanyAddMenu.tsx';
import { CompanyUsersSection } from './CompanyUsersSection.tsx';
import { SignsSection } from './SignsSection.tsx';
import { ActivitySection } from './ActivitySection.tsx';
import { Role } from '@admin-hub/domain/roles';
import { useCurrentUser } from '../../auth/useCurrentUser.ts';
import { LoadableContent } from '@admin-hub/ui/LoadableContent';
import { renderRouterLink } from '../../layout/renderRouterLink.tsx';
import { useQueryView } from '../../queryViews/useQueryView.ts';

export interface CompanyDetailScreenProps {
  companyId: number;
  /** The pages above this one ('Companies' for a super admin's /admin/companies/{id}). */
  breadcrumb?: readonly Crumb[];
  /** The page's title until the company's name is known: while it is retried, or if it failed. */
  unnamedTitle?: string;
}

/**
 * /admin/companies/{companyId} (and, through MyCompanyScreen, /admin/my-company): the
 * company's {product} account, users and signs, with the actions the signed-in role has (spec §2).
 */
export function CompanyDetailScreen({
  companyId,
  breadcrumb,
  unnamedTitle = 'Company',
}: CompanyDetailScreenProps) {
  const { productName } = useAppConfig();
  const company = useGetCompanyQuery(companyId);
  const companyView = useQueryView(company);
  // A failure, or a retry after one, keeps the page's header (where it is, what it is) above
  // what is said about it; only a first attempt shows the page's shape instead.
  const unnamed =
    companyView.status === 'failed' ||
    (companyView.status === 'loading' && companyView.retrying !== undefined);
  const contentCompany = useGetContentCompanyQuery(companyId);
  const schedulerSigns = useGetSchedulerSignsQuery({ companyId });
  const contentSigns = useGetContentSignsQuery(companyId);
  const contentAccount = useQueryView(contentCompany);
  // The domain's rules read the same states, with the account itself once loaded.
  const account: ContentAccountState =
    contentAccount.status === 'loaded' ? contentAccount.data : contentAccount.status;
  const companyActions = useCompanyActions(company.currentData, account);
  const signActions = useSignRowActions(account);
  const signAddActions = useSignAddActions(companyId, account);
  const inviteUser = useInviteUserAction(companyId);
  const users = useCompanyUserList(
    companyId,
    company.currentData?.name,
    inviteUser.action?.onSelect,
  );
  const inviteList = useInviteListAction(companyId);
  // '?user=<id>' (the jump box): that user's row is brought into view once it has loaded.
  const [searchParams] = useSearchParams();
  const userInView = searchParams.get(USER_IN_VIEW_PARAM) ?? undefined;
  // The company's admins and super admins read its activity; the API refuses base users.
  const { user: me } = useCurrentUser();
  const showsActivity = me !== undefined && me.role !== Role.User;

  return (
    <>
      {unnamed && (
        <PageHeader title={unnamedTitle} breadcrumb={breadcrumb} renderLink={renderRouterLink} />
      )}
      <LoadableContent
        load={companyView}
        loadingLabel="Loading company"
        failedMessage="The company could not be loaded."
        skeleton={
          unnamed ? undefined : <CompanyPageSkeleton breadcrumb={breadcrumb !== undefined} />
        }
      >
        {(loaded) => (
          <>
            <PageHeader
              title={loaded.name}
              breadcrumb={breadcrumb}
              renderLink={renderRouterLink}
              actions={
                <>
                  <CompanyAddMenu
                    actions={[inviteUser.action, inviteList.action, ...signAddActions]}
                  />
                  <ActionMenu
                    label={`Actions for ${loaded.name}`}
                    actions={companyActions.actions}
                    toggleText="Actions"
                  />
                </>
              }
            />
            <CompanySummaryCard
              companyName={loaded.name}
              productName={productName}
              contentCompany={contentAccount}
            />
            <UserListContext value={users}>
              <CompanyUsersSection
                company={loaded}
                users={users.users}
                search={users.search}
                inviteRun={inviteList.dialog}
                userInView={userInView}
              />
            </UserListContext>
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
            {showsActivity && <ActivitySection companyId={companyId} />}
            {users.dialog}
            {companyActions.dialog}
            {signActions.dialog}
            {inviteUser.dialog}
          </>
        )}
      </LoadableContent>
    </>
  );
}
