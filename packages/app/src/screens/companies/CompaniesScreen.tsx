import { COMPANIES_PAGE_SIZE, COMPANY_SORTS, companyDetailPath } from '@admin-hub/domain';
import type { CompanySortKey } from '@admin-hub/domain';
import { CompanyList } from '@admin-hub/ui';
import { useGetCompaniesQuery } from '../../api/index.ts';
import { renderRouterLink } from '../../layout/renderRouterLink.tsx';
import { PagedListView } from '../../components/PagedListView.tsx';
import { useListParams } from '../../components/useListParams.ts';

const SORT_KEYS = COMPANY_SORTS.map((option) => option.key) as [
  CompanySortKey,
  ...CompanySortKey[],
];

const companyHref = (company: { id: number }) => companyDetailPath(company.id);

/** /admin/companies: every company, searchable by name, sortable and paged (spec §2). */
export function CompaniesScreen() {
  const params = useListParams(SORT_KEYS);
  const order = COMPANY_SORTS.find((option) => option.key === params.sort) ?? COMPANY_SORTS[0];
  const query = useGetCompaniesQuery({
    name: params.search,
    sort: order.field,
    direction: order.direction,
    page: params.page,
    perPage: COMPANIES_PAGE_SIZE,
  });
  return (
    <PagedListView
      title="Companies"
      noun="companies"
      searchPlaceholder="Search all Companies"
      sortOptions={COMPANY_SORTS}
      params={params}
      perPage={COMPANIES_PAGE_SIZE}
      query={query}
      emptyTitle="No Companies Found"
      renderRows={(companies) => (
        <CompanyList
          companies={companies}
          label="Companies"
          companyHref={companyHref}
          renderLink={renderRouterLink}
        />
      )}
    />
  );
}
