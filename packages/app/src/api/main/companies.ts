import type { CompanySortKey } from '@admin-hub/domain/constants';
import type { Company, CompanyPayload, Paged, SortDirection } from '@admin-hub/domain/entities';
import { CACHE_SECONDS, COMPANIES_PAGE_SIZE, COMPANY_SORTS } from '@admin-hub/domain/constants';
import { api } from '../api.ts';
import { ifMatchHeaders, type IfMatch } from '../ifMatch.ts';
import { changeTags, LIST, listTags, orSessionEnded } from '../tags.ts';
import type { ChangeRule } from '../tags.ts';

export interface GetCompaniesArgs {
  /** Search by company name. */
  name?: string;
  sort: 'name' | 'createdAt';
  direction: SortDirection;
  page: number;
  perPage: number;
}

/**
 * The /admin/companies list's query for the search, sort option and page its address holds; the
 * screen and the route's data requested ahead both build it here, so they share one cache entry.
 */
export function companiesListArgs({
  search,
  sort,
  page,
}: {
  search: string;
  sort: CompanySortKey;
  page: number;
}): GetCompaniesArgs {
  const order = COMPANY_SORTS.find(({ key }) => key === sort) ?? COMPANY_SORTS[0];
  return {
    name: search,
    sort: order.field,
    direction: order.direction,
    page,
    perPage: COMPANIES_PAGE_SIZE,
  };
}

export interface UpdateCompanyArgs extends CompanyPayload, IfMatch {
  companyId: number;
}

export interface UpdateMfaStatusArgs extends IfMatch {
  companyId: number;
  isMfaEnabled: boolean;
}

// The wire payload of POST and PUT /companies: only these fields, whatever else the caller holds.
const companyBody = ({ name, signManufacturerId, manufacturerSignupType }: CompanyPayload) => ({
  name,
  signManufacturerId,
  manufacturerSignupType,
});

/** What each change of a company refreshes (its `invalidatesTags`, and a run's pass at its end). */
export const COMPANY_CHANGES = {
  createCompany: () => [{ type: 'Company', id: LIST }],
  // Users carry their company's name.
  updateCompany: ({ companyId }) => [
    { type: 'Company', id: companyId },
    { type: 'Company', id: LIST },
    { type: 'User', id: LIST },
    'Me',
  ],
  // The company's users, signs and content account go with it. Not the deleted company's own
  // answers: its page is leaving, and refetched now they would answer 404 and toast 'Error
  // loading company' after 'Company deleted'.
  deleteCompany: () => [
    { type: 'Company', id: LIST },
    { type: 'User', id: LIST },
    { type: 'SchedulerSign', id: LIST },
    'SignPermission',
  ],
  updateMfaStatus: ({ companyId }) => [
    { type: 'Company', id: companyId },
    { type: 'Company', id: LIST },
  ],
} satisfies {
  createCompany: ChangeRule<CompanyPayload>;
  updateCompany: ChangeRule<UpdateCompanyArgs>;
  deleteCompany: ChangeRule<number>;
  updateMfaStatus: ChangeRule<UpdateMfaStatusArgs>;
};

export const companiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCompanies: build.query<Paged<Company>, GetCompaniesArgs>({
      extraOptions: { backend: 'main' },
      query: ({ name, sort, direction, page, perPage }) => ({
        url: 'companies',
        params: { name: name || undefined, sort, direction, page, perPage },
      }),
      providesTags: orSessionEnded((result) => listTags('Company', result?.data)),
      keepUnusedDataFor: CACHE_SECONDS.companies,
    }),
    getCompany: build.query<Company, number>({
      extraOptions: { backend: 'main' },
      query: (id) => `companies/${id}`,
      providesTags: orSessionEnded((_result, _error, id) => [{ type: 'Company' as const, id }]),
      keepUnusedDataFor: CACHE_SECONDS.company,
    }),
    createCompany: build.mutation<Company, CompanyPayload>({
      extraOptions: { backend: 'main' },
      invalidatesTags: changeTags(COMPANY_CHANGES.createCompany),
      query: (payload) => ({ url: 'companies', method: 'POST', body: companyBody(payload) }),
    }),
    updateCompany: build.mutation<Company, UpdateCompanyArgs>({
      extraOptions: { backend: 'main' },
      invalidatesTags: changeTags(COMPANY_CHANGES.updateCompany),
      query: ({ companyId, ifMatch, ...payload }) => ({
        url: `companies/${companyId}`,
        method: 'PUT',
        headers: ifMatchHeaders(ifMatch),
        body: companyBody(payload),
      }),
    }),
    deleteCompany: build.mutation<void, number>({
      extraOptions: { backend: 'main' },
      invalidatesTags: changeTags(COMPANY_CHANGES.deleteCompany),
      query: (id) => ({ url: `companies/${id}`, method: 'DELETE' }),
    }),
    updateMfaStatus: build.mutation<Company, UpdateMfaStatusArgs>({
      extraOptions: { backend: 'main' },
      invalidatesTags: changeTags(COMPANY_CHANGES.updateMfaStatus),
      query: ({ companyId, isMfaEnabled, ifMatch }) => ({
        url: `companies/${companyId}/mfa-status`,
        method: 'PUT',
        headers: ifMatchHeaders(ifMatch),
        body: { isMfaEnabled },
      }),
    }),
  }),
});

export const {
  useGetCompaniesQuery,
  useGetCompanyQuery,
  useCreateCompanyMutation,
  useUpdateCompanyMutation,
  useDeleteCompanyMutation,
  useUpdateMfaStatusMutation,
} = companiesApi;
