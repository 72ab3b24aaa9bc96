// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ADMIN, DEMO_SUPER_ADMIN, DEMO_USER } from '@admin-hub/api-mocks';
import type { AuthId } from '@admin-hub/domain/entities';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AuthContext } from '../auth/AuthContext.ts';
import { usersApi } from '../api/index.ts';
import { ConfigProvider } from '../config/ConfigProvider.tsx';
import { DEMO_CONFIG } from '../config/DEMO_CONFIG.ts';
import { fakeAuth } from '../testing/fakeAuth.ts';
import type { DemoEmail } from '../testing/fakeAuth.ts';
import { setupMockApiServer } from '../testing/mockApiServer.ts';
import { stubDesktopViewport } from '../testing/renderSignedIn.tsx';
import { routeSessionContexts } from './routeData.ts';
import { signedInRoutes } from './SignedInApp.tsx';

const { server, testStore, api } = setupMockApiServer();
const ME = `${api.main}/users/me`;
const SLOW = 10_000;

/** Every request the mock backends see, in order, with when /users/me answered. */
function recordTraffic() {
  const events: string[] = [];
  server.events.on('request:start', ({ request }) =>
    events.push(`start ${request.method} ${request.url}`),
  );
  server.events.on('response:mocked', ({ request }) =>
    events.push(`end ${request.method} ${request.url}`),
  );
  return events;
}

type TestStore = ReturnType<typeof testStore>;

/**
 * The moment `endpoint` is first requested through `store`: whether /users/me of `sub` had
 * answered, and whether the route guard had rendered the screen (RequireRole's box, which holds
 * the window's height, is empty until then). A screen that asked for its own data would be there.
 */
function whenFirstRequested(store: TestStore, sub: AuthId, endpoint: string) {
  let seen: { meAnswered: boolean; screenShown: boolean } | undefined;
  const unsubscribe = store.subscribe(() => {
    const state = store.getState();
    if (seen || !Object.values(state.api.queries).some((q) => q?.endpointName === endpoint)) return;
    seen = {
      meAnswered: usersApi.endpoints.getMe.select(sub)(state).isSuccess,
      screenShown: document.querySelector('.ah-fill-window:not(:empty)') !== null,
    };
    unsubscribe();
  });
  return () => seen;
}

/** The signed-in routes at `address`, as SignedInApp renders them (a data router), with the given store. */
function renderRoutes(address: string, store: TestStore, email: DemoEmail) {
  const auth = fakeAuth(email);
  const router = createMemoryRouter(signedInRoutes(), {
    initialEntries: [address],
    getContext: routeSessionContexts(store, auth.user?.sub),
  });
  render(
    <AuthContext.Provider value={auth}>
      <ConfigProvider config={DEMO_CONFIG}>
        <Provider store={store}>
          <RouterProvider router={router} />
        </Provider>
      </ConfigProvider>
    </AuthContext.Provider>,
  );
  return router;
}

describe('the first requests of a signed-in load', () => {
  beforeEach(() => {
    stubDesktopViewport();
    // /users/me answers late, so a request that waited for it would start after its answer.
    server.use(
      http.get(ME, async () => {
        await delay(150);
      }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it.each([
    ['/admin/users?sort=email-desc&page=2&search=a', 'Users', `${api.main}/users?`, 'getUsers'],
    ['/admin/companies?sort=created-desc', 'Companies', `${api.main}/companies?`, 'getCompanies'],
    ['/admin/companies/1', 'Users', `${api.main}/companies/1`, 'getCompany'],
  ])(
    'at %s the screen finds its data requested on the /users/me answer, before it renders, and asks for nothing twice',
    async (address, list, firstData, endpoint) => {
      const events = recordTraffic();
      const store = testStore(DEMO_SUPER_ADMIN.id);
      const requested = whenFirstRequested(store, DEMO_SUPER_ADMIN.id, endpoint);
      renderRoutes(address, store, 'superadmin@example.com');
      const rows = await screen.findByRole('list', { name: list }, { timeout: SLOW });
      expect(within(rows).getAllByRole('listitem').length).toBeGreaterThan(0);

      const started = events.filter((event) => event.startsWith('start '));
      expect(new Set(started).size).toBe(started.length);
      // Arguments that differ from the screen's would show as a second request here.
      expect(started.filter((event) => event.startsWith(`start GET ${firstData}`))).toHaveLength(1);
      // /users/me is asked first, by the loader, not once the route guard has rendered.
      expect(events[0]).toBe(`start GET ${ME}`);
      // The data waits for the role, and is on its way before the screen could ask for it.
      const dataStart = events.findIndex((event) => event.startsWith(`start GET ${firstData}`));
      expect(dataStart).toBeGreaterThan(events.indexOf(`end GET ${ME}`));
      expect(requested()).toEqual({ meAnswered: true, screenShown: false });
      expect(store.notify.error).not.toHaveBeenCalled();
    },
    SLOW * 2,
  );

  it(
    'sends no companies request for a base user at /admin/companies, who sees the 403 page',
    async () => {
      const events = recordTraffic();
      const store = testStore(DEMO_USER.id);
      renderRoutes('/admin/companies', store, 'user@acme.example');
      await screen.findByRole('heading', { name: 'Unauthorized' }, { timeout: SLOW });
      // Time for a request sent on the answer to reach the mock server.
      await delay(300);
      expect(events).toContain(`end GET ${ME}`);
      expect(events.filter((event) => event.includes('/companies'))).toEqual([]);
      expect(store.notify.error).not.toHaveBeenCalled();
    },
    SLOW * 2,
  );

  it(
    'with the role already known, requests the data of a route it allows at once',
    async () => {
      const events = recordTraffic();
      const store = testStore(DEMO_SUPER_ADMIN.id);
      await store.dispatch(usersApi.endpoints.getMe.initiate(DEMO_SUPER_ADMIN.id));
      const requested = whenFirstRequested(store, DEMO_SUPER_ADMIN.id, 'getCompanies');
      renderRoutes('/admin/companies', store, 'superadmin@example.com');
      await screen.findByRole('list', { name: 'Companies' }, { timeout: SLOW });
      expect(requested()).toEqual({ meAnswered: true, screenShown: false });
      const companies = events.filter((event) =>
        event.startsWith(`start GET ${api.main}/companies?`),
      );
      expect(companies).toHaveLength(1);
    },
    SLOW * 2,
  );

  it(
    'once the role is known, asks nothing for a route it does not allow',
    async () => {
      const events = recordTraffic();
      const store = testStore(DEMO_ADMIN.id);
      const router = renderRoutes('/admin/my-company', store, 'admin@acme.example');
      await screen.findByRole('heading', { level: 1, name: 'Acme Signs' }, { timeout: SLOW });
      await act(() => router.navigate('/admin/users'));
      await screen.findByRole('heading', { name: 'Unauthorized' }, { timeout: SLOW });
      // The company's own users (companyId=1) are its page's; the users list would have none.
      const usersList = events.filter(
        (event) => event.startsWith(`start GET ${api.main}/users?`) && !event.includes('companyId'),
      );
      expect(usersList).toEqual([]);
    },
    SLOW * 2,
  );

  it(
    'shows the 403 page, and no error toast, when the role does not allow the data requested ahead',
    async () => {
      const store = testStore(DEMO_ADMIN.id);
      renderRoutes('/admin/users', store, 'admin@acme.example');
      await screen.findByRole('heading', { name: 'Unauthorized' }, { timeout: SLOW });
      // Give a late failure toast the time to appear before asserting it did not.
      await delay(300);
      expect(store.notify.error).not.toHaveBeenCalled();
    },
    SLOW * 2,
  );

  it(
    'leads / home in place of the address, asking /users/me once',
    async () => {
      const events = recordTraffic();
      const store = testStore(DEMO_USER.id);
      const router = renderRoutes('/', store, 'user@acme.example');
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Manage your company & users' },
        { timeout: SLOW },
      );
      expect(router.state.location.pathname).toBe('/home');
      expect(router.state.historyAction).toBe('REPLACE');
      expect(events.filter((event) => event === `start GET ${ME}`)).toHaveLength(1);
    },
    SLOW * 2,
  );

  it(
    'shows the splash until the first navigation has run its loaders, then the layout',
    async () => {
      const store = testStore(DEMO_SUPER_ADMIN.id);
      renderRoutes('/admin/users', store, 'superadmin@example.com');
      expect(screen.getByRole('status').textContent).toContain('Signing in…');
      await screen.findByRole('main', {}, { timeout: SLOW });
      expect(screen.queryByText('Signing in…')).toBeNull();
    },
    SLOW * 2,
  );
});
