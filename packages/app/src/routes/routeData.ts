import { COMPANIES_PAGE_SIZE, COMPANY_SORTS, USERS_PAGE_SIZE, USER_SORTS } from '@admin-hub/domain';
import {
  companiesApi,
  companyUsersArgs,
  contentCompaniesApi,
  contentSignsApi,
  schedulerSignsApi,
  usersApi,
} from '../api/index.ts';
import type { GetCompaniesArgs, GetUsersArgs } from '../api/index.ts';
import type { AppDispatch } from '../store/createAppStore.ts';
import type { AppRouteMatch } from './matchAppRoute.ts';

// Requested ahead of the screen, which subscribes when it mounts; until then nobody waits on
// them, so a failure stays silent (the toast listener skips it) and the screen reports its own.
const AHEAD = { subscribe: false } as const;

/** Search, sort and page as `useListParams` reads them from the address. */
function listParams<K extends string>(search: URLSearchParams, sortKeys: readonly K[]) {
  const rawSort = search.get('sort');
  const page = Number(search.get('page'));
  return {
    search: search.get('search') ?? '',
    sort: sortKeys.find((key) => key === rawSort) ?? sortKeys[0],
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The users list query of /admin/users at this address (as UsersScreen builds it). */
function usersListArgs(search: URLSearchParams): GetUsersArgs {
  const params = listParams(
    search,
    USER_SORTS.map((option) => option.key),
  );
  const order = USER_SORTS.find((option) => option.key === params.sort) ?? USER_SORTS[0];
  return {
    page: params.page,
    perPage: USERS_PAGE_SIZE,
    search: params.search,
    sort: order.field,
    direction: order.direction,
  };
}

/** The companies list query of /admin/companies at this address (as CompaniesScreen builds it). */
function companiesListArgs(search: URLSearchParams): GetCompaniesArgs {
  const params = listParams(
    search,
    COMPANY_SORTS.map((option) => option.key),
  );
  const order = COMPANY_SORTS.find((option) => option.key === params.sort) ?? COMPANY_SORTS[0];
  return {
    name: params.search,
    sort: order.field,
    direction: order.direction,
    page: params.page,
    perPage: COMPANIES_PAGE_SIZE,
  };
}

/**
 * Requests the data a route's screen asks for first, with the screen's own arguments so the
 * screen finds them in the cache (or on their way) when it mounts. Screens whose first request
 * depends on the current user (home, /admin, my company) have none here.
 */
export function requestRouteData(
  dispatch: AppDispatch,
  { route, params }: AppRouteMatch,
  search: URLSearchParams,
): void {
  switch (route.id) {
    case 'users':
      void dispatch(usersApi.endpoints.getUsers.initiate(usersListArgs(search), AHEAD));
      return;
    case 'companies':
      void dispatch(companiesApi.endpoints.getCompanies.initiate(companiesListArgs(search), AHEAD));
      return;
    case 'companyDetail': {
      const companyId = Number(params.companyId);
      // CompanyDetailRoute answers anything but a positive whole number with the 404.
      if (
        !/^\d+$/.test(params.companyId ?? '') ||
        !Number.isSafeInteger(companyId) ||
        companyId < 1
      )
        return;
      void dispatch(companiesApi.endpoints.getCompany.initiate(companyId, AHEAD));
      void dispatch(usersApi.endpoints.getUsers.initiate(companyUsersArgs(companyId), AHEAD));
      void dispatch(contentCompaniesApi.endpoints.getContentCompany.initiate(companyId, AHEAD));
      void dispatch(schedulerSignsApi.endpoints.getSchedulerSigns.initiate({ companyId }, AHEAD));
      void dispatch(contentSignsApi.endpoints.getContentSigns.initiate(companyId, AHEAD));
      return;
    }
    default:
      return;
  }
}
