import { COMPANY_SORTS, USER_SORTS } from '@admin-hub/domain/constants';
import { parseEntityId } from '@admin-hub/domain/ids';
import {
  companiesApi,
  companiesListArgs,
  companyUsersArgs,
  contentCompaniesApi,
  contentSignsApi,
  schedulerSignsApi,
  usersApi,
  usersListArgs,
} from '../api/index.ts';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { sendOwned } from '../api/ownedCalls.ts';
import { readListParams } from '../components/useListParams.ts';
import type { AppDispatch } from '../store/createAppStore.ts';
import type { AppRouteMatch } from './matchAppRoute.ts';

// Requested ahead of the screen, which subscribes when it mounts; until then nobody waits on
// them, so a failure stays silent and the screen reports its own ('routeData' calls, released
// when the screen is there: RequireRole).
const AHEAD = { subscribe: false } as const;

/**
 * Requests the data a route's screen asks for first, with the screen's own arguments so the
 * screen finds them in the cache (or on their way) when it mounts. Screens whose first request
 * depends on the current user (home, /admin, my company) have none here.
 */
/** Sends a route's first request as the route data's own, until its screen is there. */
const ahead = <Call extends PromiseLike<unknown> & { requestId: string }>(
  dispatch: AppDispatch,
  request: ThunkAction<Call, unknown, unknown, UnknownAction>,
): void => void sendOwned(dispatch, 'routeData', request);

export function requestRouteData(
  dispatch: AppDispatch,
  { route, params }: AppRouteMatch,
  search: URLSearchParams,
): void {
  switch (route.id) {
    // The screens build their queries with the same readers and builders.
    case 'users': {
      const args = usersListArgs(readListParams(search, USER_SORTS));
      ahead(dispatch, usersApi.endpoints.getUsers.initiate(args, AHEAD));
      return;
    }
    case 'companies': {
      const args = companiesListArgs(readListParams(search, COMPANY_SORTS));
      ahead(dispatch, companiesApi.endpoints.getCompanies.initiate(args, AHEAD));
      return;
    }
    case 'companyDetail': {
      const companyId = parseEntityId(params.companyId);
      // CompanyDetailRoute answers an id it cannot parse with the 404.
      if (companyId === null) return;
      ahead(dispatch, companiesApi.endpoints.getCompany.initiate(companyId, AHEAD));
      ahead(dispatch, usersApi.endpoints.getUsers.initiate(companyUsersArgs(companyId), AHEAD));
      ahead(dispatch, contentCompaniesApi.endpoints.getContentCompany.initiate(companyId, AHEAD));
      ahead(dispatch, schedulerSignsApi.endpoints.getSchedulerSigns.initiate({ companyId }, AHEAD));
      ahead(dispatch, contentSignsApi.endpoints.getContentSigns.initiate(companyId, AHEAD));
      return;
    }
    default:
      return;
  }
}
