// @vitest-environment jsdom
import { cleanup, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CompaniesScreen } from '../screens/companies/CompaniesScreen.tsx';
import { UsersScreen } from '../screens/users/UsersScreen.tsx';
import { setupMockApiServer } from '../testing/mockApiServer.ts';
import { renderSignedIn, stubDesktopViewport } from '../testing/renderSignedIn.tsx';
import { matchAppRoute } from './matchAppRoute.ts';
import { requestRouteData } from './routeData.ts';

const { testStore } = setupMockApiServer();
type TestStore = ReturnType<typeof testStore>;

/** The arguments of every `endpoint` query in the store's cache. */
function queryArgs(store: TestStore, endpoint: string): unknown[] {
  return Object.values(store.getState().api.queries)
    .filter((entry) => entry?.endpointName === endpoint)
    .map((entry) => entry?.originalArgs);
}

/** What the route's data requested ahead asks for at `address`. */
function prefetched(address: string, endpoint: string): unknown[] {
  const url = new URL(address, 'http://localhost');
  const match = matchAppRoute(url.pathname);
  if (!match) throw new Error(`No route at ${address}`);
  const store = testStore();
  requestRouteData(store.dispatch, match, url.searchParams);
  return queryArgs(store, endpoint);
}

/** What `Screen` asks for when it opens at `address`. */
async function requestedByScreen(Screen: ComponentType, address: string, endpoint: string) {
  const store = testStore();
  renderSignedIn(<Screen />, { store, address, signedInAs: 'superadmin@example.com' });
  await waitFor(() => expect(queryArgs(store, endpoint)).not.toEqual([]));
  return queryArgs(store, endpoint);
}

// Defaults, every field set, and what the address may hold that is not a valid value.
const LIST_ADDRESSES = [
  '',
  '?search=acme&sort=name-desc&page=3',
  '?sort=email-desc&page=2&search=a',
  '?sort=created-desc',
  '?sort=shoe-size&page=-2',
  '?page=2.5&search=%20spaced%20',
  '?page=0&search=',
];

describe('requestRouteData', () => {
  beforeEach(() => {
    stubDesktopViewport();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it.each(LIST_ADDRESSES)(
    'asks for the users list exactly as UsersScreen does at /admin/users%s',
    async (search) => {
      const address = `/admin/users${search}`;
      const ahead = prefetched(address, 'getUsers');
      expect(ahead).toHaveLength(1);
      expect(await requestedByScreen(UsersScreen, address, 'getUsers')).toEqual(ahead);
    },
  );

  it.each(LIST_ADDRESSES)(
    'asks for the companies list exactly as CompaniesScreen does at /admin/companies%s',
    async (search) => {
      const address = `/admin/companies${search}`;
      const ahead = prefetched(address, 'getCompanies');
      expect(ahead).toHaveLength(1);
      expect(await requestedByScreen(CompaniesScreen, address, 'getCompanies')).toEqual(ahead);
    },
  );

  it('asks for a company page by its id', () => {
    expect(prefetched('/admin/companies/12', 'getCompany')).toEqual([12]);
    expect(prefetched('/admin/companies/12', 'getContentCompany')).toEqual([12]);
  });

  it.each(['012', '1e1', '0x0c', '12.0', '0'])(
    'asks for nothing at /admin/companies/%s, which is no company id (not company 12)',
    (id) => {
      const url = new URL(`/admin/companies/${id}`, 'http://localhost');
      const match = matchAppRoute(url.pathname);
      expect(match?.route.id).toBe('companyDetail');
      const store = testStore();
      requestRouteData(store.dispatch, match!, url.searchParams);
      expect(store.getState().api.queries).toEqual({});
    },
  );
});
