import { CompanySummaryCard, EmptyState, ShowMoreList, SignRow, UserRow } from '@admin-hub/ui';
import type { Sign } from '@admin-hub/ui';
import type { User } from '@admin-hub/domain';
import {
  companyUsersArgs,
  useGetCompanyQuery,
  useGetContentCompanyQuery,
  useGetContentSignsQuery,
  useGetSchedulerSignsQuery,
  useGetUsersQuery,
} from '../../api/index.ts';
import { useAppConfig } from '../../config/ConfigProvider.tsx';
import { useInviteUserAction } from '../../features/users/useInviteUserAction.tsx';
import { useUserActions } from '../../features/users/useUserActions.tsx';
import { CompanyAddMenu } from './CompanyAddMenu.tsx';
import { CompanySection } from './CompanySection.tsx';
import { QueryContent } from './QueryContent.tsx';
import type { QueryState } from './QueryContent.tsx';

export interface CompanyDetailScreenProps {
  companyId: number;
}

/**
 * /admin/companies/{companyId} (and, through MyCompanyScreen, /admin/my-company): the
 * company's {product} account, users and signs, read-only for now (spec §2).
 */
export function CompanyDetailScreen({ companyId }: CompanyDetailScreenProps) {
  const { productName } = useAppConfig();
  const company = useGetCompanyQuery(companyId);
  const contentCompany = useGetContentCompanyQuery(companyId);
  const users = useGetUsersQuery(companyUsersArgs(companyId));
  const schedulerSigns = useGetSchedulerSignsQuery({ companyId });
  const contentSigns = useGetContentSignsQuery(companyId);
  const { actionsFor, dialog } = useUserActions();
  const inviteUser = useInviteUserAction(companyId);

  return (
    <QueryContent
      query={company}
      loadingLabel="Loading company"
      failedMessage="The company could not be loaded."
    >
      {({ name }) => (
        <>
          <CompanyAddMenu actions={[inviteUser.action]} />
          <CompanySummaryCard
            companyName={name}
            productName={productName}
            contentCompany={contentCompany.isError ? undefined : contentCompany.currentData}
            contentError={contentCompany.isError}
          />
          <CompanySection title="Users" count={users.currentData?.meta.total}>
            <QueryContent
              query={users}
              loadingLabel="Loading users"
              failedMessage="The users could not be loaded."
            >
              {({ data }) => (
                <ShowMoreList<User>
                  items={data}
                  getKey={(user) => user.id}
                  label="Users"
                  renderItem={(user) => <UserRow user={user} actions={actionsFor?.(user)} />}
                  emptyState={<EmptyState title="No Users Found" />}
                />
              )}
            </QueryContent>
          </CompanySection>
          <SignsSection title="Scheduler Signs" query={schedulerSigns} />
          <SignsSection title={`${productName} Signs`} query={contentSigns} />
          {dialog}
          {inviteUser.dialog}
        </>
      )}
    </QueryContent>
  );
}

function SignsSection({ title, query }: { title: string; query: QueryState<readonly Sign[]> }) {
  return (
    <CompanySection title={title} count={query.currentData?.length}>
      <QueryContent
        query={query}
        loadingLabel={`Loading ${title}`}
        failedMessage={`The ${title} could not be loaded.`}
      >
        {(signs) => (
          <ShowMoreList<Sign>
            items={signs}
            getKey={(sign) => sign.id}
            label={title}
            renderItem={(sign) => <SignRow sign={sign} />}
            emptyState={<EmptyState title="No Signs Found" />}
          />
        )}
      </QueryContent>
    </CompanySection>
  );
}
