import type { LoaderFunction, RouteObject } from 'react-router-dom';
import { COMPANY_SORTS, USER_SORTS } from '@admin-hub/domain/constants';
import { parseEntityId } from '@admin-hub/domain/ids';
import type { RouteId } from '@admin-hub/domain/routeAccess';
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
import { readListParams } from '../queryViews/readListParams.ts';
import { NotFoundScreen } from '../screens/status/NotFoundScreen.tsx';
import { AHEAD, ahead, firstDataOf } from './routeData.ts';
import { GoHome, RouteLayout } from './RouteLayout.tsx';
import { routeTree } from './routeTree.ts';

/**
 * The first data of each route whose screen asks for data that does not depend on the current
 * user (home, /admin and my company do), with the screen's own readers and builders of its
 * arguments, so the screen finds it in the cache (or on its way) when it mounts.
 */
const FIRST_DATA: Partial<Record<RouteId, LoaderFunction>> = {
  users: firstDataOf('users', (dispatch, { searchParams }) => {
    const args = usersListArgs(readListParams(searchParams, USER_SORTS));
    ahead(dispatch, usersApi.endpoints.getUsers.initiate(args, AHEAD));
  }),
  companies: firstDataOf('companies', (dispatch, { searchParams }) => {
    const args = companiesListArgs(readListParams(searchParams, COMPANY_SORTS));
    ahead(dispatch, companiesApi.endpoints.getCompanies.initiate(args, AHEAD));
  }),
  companyDetail: firstDataOf('companyDetail', (dispatch, _url, params) => {
    const companyId = parseEntityId(params.companyId);
    // CompanyDetailRoute answers an id it cannot parse with the 404.
    if (companyId === null) return;
    ahead(dispatch, companiesApi.endpoints.getCompany.initiate(companyId, AHEAD));
    ahead(dispatch, usersApi.endpoints.getUsers.initiate(companyUsersArgs(companyId), AHEAD));
    ahead(dispatch, contentCompaniesApi.endpoints.getContentCompany.initiate(companyId, AHEAD));
    ahead(dispatch, schedulerSignsApi.endpoints.getSchedulerSigns.initiate({ companyId }, AHEAD));
    ahead(dispatch, contentSignsApi.endpoints.getContentSigns.initiate(companyId, AHEAD));
  }),
};

/**
 * The signed-in routes as SignedInApp's router (and the stories' memory router) has them: the
 * one route tree (`routeTree`) with its layout and role guard, its pages and each route's first data.
 */
export function appRoutes(): RouteObject[] {
  return routeTree({
    Home: GoHome,
    Layout: RouteLayout,
    NotFound: NotFoundScreen,
    loaders: FIRST_DATA,
  });
}
