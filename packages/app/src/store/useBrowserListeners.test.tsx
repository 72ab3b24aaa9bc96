// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACME_COMPANY_ID, DEMO_ADMIN, scenario } from '@admin-hub/api-mocks';
import { companyUsersArgs, usersApi } from '../api/main/users.ts';
import { setupMockApiServer } from '../testing/mockApiServer.ts';
import { useBrowserListeners } from './useBrowserListeners.ts';

const { server, testStore } = setupMockApiServer();
afterEach(cleanup);

const args = { page: 1, perPage: 40, sort: 'name', direction: 'asc' } as const;

describe('useBrowserListeners', () => {
  it('loads a list that failed offline again when the browser is back online', async () => {
    const store = testStore();
    const listening = renderHook(() => useBrowserListeners(store));
    server.use(scenario('GET /users', 'networkError'));
    // Subscribed, as a mounted list is.
    const failed = await store.dispatch(usersApi.endpoints.getUsers.initiate(args));
    expect(failed.isError).toBe(true);

    server.resetHandlers();
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() =>
      expect(usersApi.endpoints.getUsers.select(args)(store.getState()).data?.meta.total).toBe(
        1500,
      ),
    );

    // Unmounted, the store no longer listens: going online again asks nothing.
    listening.unmount();
    const requests = vi.fn();
    server.events.on('request:start', requests);
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).not.toHaveBeenCalled();
  });

  it('reads again what a page shows when its window comes back into view: another admin’s delete appears', async () => {
    const mine = testStore();
    renderHook(() => useBrowserListeners(mine));
    const args = companyUsersArgs(ACME_COMPANY_ID);
    const total = () => usersApi.endpoints.getUsers.select(args)(mine.getState()).data?.meta.total;
    // Subscribed, as the company page on screen is.
    const shown = await mine.dispatch(usersApi.endpoints.getUsers.initiate(args));
    const before = total() ?? 0;
    const other = shown.data?.data.find(({ id }) => id !== DEMO_ADMIN.id);
    if (!other) throw new Error('the seeded company has a user besides its admin');

    // Another admin, in another browser, deletes a user of the same company.
    const theirs = testStore(DEMO_ADMIN.id);
    await theirs
      .dispatch(
        usersApi.endpoints.deleteUser.initiate({ id: other.id, companyId: ACME_COMPANY_ID }),
      )
      .unwrap();
    expect(total()).toBe(before);

    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(total()).toBe(before - 1));
  });
});
