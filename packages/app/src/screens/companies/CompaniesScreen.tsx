import { useEffect } from 'react';
import { COMPANIES_PAGE_SIZE, COMPANY_SORTS } from '@admin-hub/domain';
import type { CompanySortKey } from '@admin-hub/domain';
import { CompanyList, DataToolbar, EmptyState, Pager, SearchBox, SortMenu } from '@admin-hub/ui';
import { useGetCompaniesQuery } from '../../api/index.ts';
import { LoadFailed } from '../users/LoadFailed.tsx';
import { LoadingStatus } from '../users/LoadingStatus.tsx';
import { companyPath, renderRouterLink } from '../users/renderRouterLink.tsx';
import { useListParams } from '../users/useListParams.ts';

const SORT_KEYS = COMPANY_SORTS.map((option) => option.key) as [
  CompanySortKey,
  ...CompanySortKey[],
];

/** /admin/companies: every company, searchable by name, sortable and paged (spec §2). */
export function CompaniesScreen() {
  const { search, sort, page, setSearch, setSort, setPage } = useListParams(SORT_KEYS);
  const order = COMPANY_SORTS.find((option) => option.key === sort) ?? COMPANY_SORTS[0];
  const { data, isError, isFetching, refetch } = useGetCompaniesQuery({
    name: search,
    sort: order.field,
    direction: order.direction,
    page,
    perPage: COMPANIES_PAGE_SIZE,
  });
  const total = data?.meta.total;
  const lastPage = data?.meta.last_page;
  // An address past the end (a stale link, or rows deleted meanwhile) moves to the last page.
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage) setPage(lastPage);
  }, [page, lastPage, setPage]);

  const pager = (position: 'above' | 'below') => (
    <Pager
      page={page}
      perPage={COMPANIES_PAGE_SIZE}
      total={total ?? 0}
      label={`Pages of companies, ${position} the list`}
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
        title="Companies"
        count={total}
        search={
          <SearchBox
            label="Search companies"
            placeholder="Search all Companies"
            value={search}
            onSearch={setSearch}
          />
        }
        sort={
          <SortMenu<CompanySortKey>
            label="Sort companies"
            options={COMPANY_SORTS}
            value={sort}
            onChange={setSort}
          />
        }
      >
        {pager('above')}
      </DataToolbar>
      {isError ? (
        <LoadFailed message="The companies could not be loaded." onRetry={() => void refetch()} />
      ) : data === undefined ? (
        <LoadingStatus label="Loading companies" />
      ) : data.data.length === 0 ? (
        <EmptyState title="No Companies Found" />
      ) : (
        <div aria-busy={isFetching} className={isFetching ? 'opacity-50' : undefined}>
          <CompanyList
            companies={data.data}
            label="Companies"
            companyHref={companyPath}
            renderLink={renderRouterLink}
          />
        </div>
      )}
      <div className="mt-2">{pager('below')}</div>
    </>
  );
}
