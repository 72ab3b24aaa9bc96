// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scenario } from '@admin-hub/api-mocks';
import { usersApi } from '../api/main/users.ts';
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
});
