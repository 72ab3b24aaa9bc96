// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEMO_SUPER_ADMIN,
  createHandlers,
  createTestToken,
  resetDatabase,
  scenario,
} from '@admin-hub/api-mocks';
import { usersApi } from '../api/main/users.ts';
import { DEMO_CONFIG } from '../config/DEMO_CONFIG.ts';
import { createAppStore } from './createAppStore.ts';
import { useBrowserListeners } from './useBrowserListeners.ts';

const server = setupServer(...createHandlers());

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetDatabase());
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const args = { page: 1, perPage: 40, sort: 'name', direction: 'asc' } as const;

describe('useBrowserListeners', () => {
  it('loads a list that failed offline again when the browser is back online', async () => {
    const store = createAppStore({
      config: DEMO_CONFIG,
      getAccessToken: () => Promise.resolve(createTestToken(DEMO_SUPER_ADMIN.id)),
      notify: { success: vi.fn(), error: vi.fn() },
      retryBaseDelayMs: 1,
    });
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
