// @vitest-environment jsdom
import { cleanup, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_SUPER_ADMIN } from '@admin-hub/api-mocks';
import { usersApi } from '../api/index.ts';
import { CompaniesScreen } from '../screens/companies/CompaniesScreen.tsx';
import { UsersScreen } from '../screens/users/UsersScreen.tsx';
import { setupMockApiServer } from '../testing/mockApiServer.ts';
import { renderSignedIn, stubDesktopViewport } from '../testing/renderSignedIn.tsx';
import { specRouteAt } from './routeTree.ts';
import { routeSessionContexts } from './routeData.ts';
import { signedInRoutes } from './SignedInApp.tsx';

const { testStore } = setupMockApiServer();
type TestStore = ReturnType<typeof testStore>;

/** The arguments of every `endpoint` query in the store's cache. */
function queryArgs(store: TestStore, endpoint: string): unknown[] {
  return Object.values(store.getState().api.queries)
    .filter((entry) => entry?.endpointName === endpoint)
    .map((entry) => entry?.originalArgs);
}

/**
 * The store once the signed-in routes' loaders ran at `address` (a memory data router, never
 * rendered), for a super admin whose role is known: the route's data goes at once.
 */
async function loadedAt(address: string): Promise<TestStore> {
  const store = testStore(DEMO_SUPER_ADMIN.id);
  await store.dispatch(usersApi.endpoints.getMe.initiate(DEMO_SUPER_ADMIN.id));
  const router = createMemoryRouter(signedInRoutes(), {
    initialEntries: [address],
    getContext: routeSessionContexts(store, DEMO_SUPER_ADMIN.id),
  });
  // Waited for as the router tells it, not polled within waitFor's one second: a route's lazy
  // module is Vitest's first transform of it, which outlasted that second at a load of 5 busy
  // processes (the company page failed 2 runs of 2); a hang is still the test's time limit's.
  await new Promise<void>((resolve) => {
    if (router.state.initialized) resolve();
    else router.subscribe((state) => state.initialized && resolve());
  });
  router.dispose();
  return store;
}

/** What the route's data requested ahead asks for at `address`. */
async function prefetched(address: string, endpoint: string): Promise<unknown[]> {
  return queryArgs(await loadedAt(address), endpoint);
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

describe("a route's first data, requested by its loader", () => {
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
      const ahead = await prefetched(address, 'getUsers');
      expect(ahead).toHaveLength(1);
      expect(await requestedByScreen(UsersScreen, address, 'getUsers')).toEqual(ahead);
    },
  );

  it.each(LIST_ADDRESSES)(
    'asks for the companies list exactly as CompaniesScreen does at /admin/companies%s',
    async (search) => {
      const address = `/admin/companies${search}`;
      const ahead = await prefetched(address, 'getCompanies');
      expect(ahead).toHaveLength(1);
      expect(await requestedByScreen(CompaniesScreen, address, 'getCompanies')).toEqual(ahead);
    },
  );

  it('asks for a company page by its id', async () => {
    const store = await loadedAt('/admin/companies/12');
    expect(queryArgs(store, 'getCompany')).toEqual([12]);
    expect(queryArgs(store, 'getContentCompany')).toEqual([12]);
  });

  it.each(['012', '1e1', '0x0c', '12.0', '0'])(
    'asks for nothing at /admin/companies/%s, which is no company id (not company 12)',
    async (id) => {
      const address = `/admin/companies/${id}`;
      expect(specRouteAt(address)?.access.routeId).toBe('companyDetail');
      const { api } = (await loadedAt(address)).getState();
      // The current user, asked for by the session's loader, is the one query.
      expect(Object.values(api.queries).map((entry) => entry?.endpointName)).toEqual(['getMe']);
    },
  );
});
