// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_SUPER_ADMIN } from '@admin-hub/api-mocks';
import { setupMockApiServer } from '../testing/mockApiServer.ts';
import { renderSignedIn, stubDesktopViewport } from '../testing/renderSignedIn.tsx';
import { startEmulation } from '../testing/startEmulation.ts';

const { server, testStore, api } = setupMockApiServer();
const SLOW = { timeout: 10_000 };
const TEST_TIMEOUT = 20_000;

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}`}</output>;
}

/** The signed-in app at `address` as the super admin, as SignedInApp renders it. */
function renderApp(address: string) {
  const store = testStore(DEMO_SUPER_ADMIN.id);
  renderSignedIn(
    <>
      <Outlet />
      <Address />
    </>,
    { store, address, signedInAs: 'superadmin@example.com', appRoutes: true },
  );
  return store;
}

/** The query strings of the users list's GET requests, in order. */
function recordUserListRequests() {
  const sent: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.href.startsWith(`${api.main}/users?`))
      sent.push(url.search);
  });
  return sent;
}

const address = () => screen.getByRole('status', { name: 'Address' }).textContent;
const banner = () => screen.queryByRole('region', { name: 'Emulation' });

describe('useEmulation', () => {
  beforeEach(() => {
    stubDesktopViewport();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it(
    'cancelled at /admin/users, loads that page again as the real user and keeps the toast',
    async () => {
      startEmulation('superadmin@example.com', 'admin@acme.example');
      const listRequests = recordUserListRequests();
      const store = renderApp('/admin/users?search=acme');
      // The emulated admin may not list users.
      await screen.findByRole('heading', { name: 'Unauthorized' }, SLOW);
      // (The list requested ahead of the role, answered 403, shows nothing: a silent prefetch.)
      const before = listRequests.length;
      // A full page reload would drop the toast: the page's data is fetched again instead.
      const reload = vi.fn();
      vi.stubGlobal('location', { ...window.location, reload });

      await userEvent.click(
        within(banner() as HTMLElement).getByRole('button', { name: 'Cancel' }),
      );

      const list = await screen.findByRole('list', { name: 'Users' }, SLOW);
      expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
      expect(banner()).toBeNull();
      expect(listRequests).toHaveLength(before + 1);
      expect(address()).toBe('/admin/users?search=acme');
      expect(reload).not.toHaveBeenCalled();
      expect(store.notify.success).toHaveBeenCalledWith('User emulation exited');
      expect(store.notify.error).not.toHaveBeenCalled();
    },
    TEST_TIMEOUT,
  );

  it(
    'cancelled elsewhere, goes to /admin/users as the real user',
    async () => {
      startEmulation('superadmin@example.com', 'admin@acme.example');
      const store = renderApp('/home');
      await waitFor(() => expect(banner()).not.toBeNull(), SLOW);

      await userEvent.click(
        within(banner() as HTMLElement).getByRole('button', { name: 'Cancel' }),
      );

      await screen.findByRole('list', { name: 'Users' }, SLOW);
      await waitFor(() => expect(address()).toBe('/admin/users'));
      expect(banner()).toBeNull();
      expect(store.notify.success).toHaveBeenCalledWith('User emulation exited');
      expect(store.notify.error).not.toHaveBeenCalled();
    },
    TEST_TIMEOUT,
  );

  it(
    'started from the users list, reloads the current user as the emulated one and goes home',
    async () => {
      const listRequests = recordUserListRequests();
      const store = renderApp('/admin/users?search=admin@acme.example');
      const list = await screen.findByRole('list', { name: 'Users' }, SLOW);
      await waitFor(() => expect(listRequests).toHaveLength(1));

      await userEvent.click(
        await within(list).findByRole('button', { name: 'Actions for admin@acme.example' }),
      );
      await userEvent.click(await screen.findByRole('button', { name: 'Emulate user' }));

      await waitFor(() => expect(banner()?.textContent).toContain('You are emulating'), SLOW);
      expect(banner()?.textContent).toContain('(admin@acme.example)');
      await waitFor(() => expect(address()).toBe('/home'));
      // The list is not asked for again as the emulated admin, who may not list users.
      expect(listRequests).toHaveLength(1);
      expect(store.notify.success).toHaveBeenCalledWith('User emulated');
      expect(store.notify.error).not.toHaveBeenCalled();
    },
    TEST_TIMEOUT,
  );

  it(
    'drops the cache of every backend, so nothing of the previous identity is shown',
    async () => {
      startEmulation('superadmin@example.com', 'admin@acme.example');
      const store = renderApp('/admin/my-company');
      await screen.findByRole('heading', { level: 1, name: 'Acme Signs' }, SLOW);
      // The reads of the content and the scheduler back-ends, beside the main one's.
      const otherBackends = [
        ['getContentCompany'],
        ['getSchedulerSigns', 'getSchedulerSignPermissions'],
      ];
      const cached = () =>
        otherBackends.map(
          (reads) =>
            Object.values(store.getState().api.queries).filter((entry) =>
              reads.includes(entry?.endpointName ?? ''),
            ).length,
        );
      await waitFor(() => expect(cached().every((count) => count > 0)).toBe(true), SLOW);

      await userEvent.click(
        within(banner() as HTMLElement).getByRole('button', { name: 'Cancel' }),
      );

      await screen.findByRole('list', { name: 'Users' }, SLOW);
      // What the company page loaded is gone from every back-end, not only the main one.
      expect(cached()).toEqual([0, 0]);
    },
    TEST_TIMEOUT,
  );
});
