import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import {
  DEMO_SUPER_ADMIN,
  createHandlers,
  createTestToken,
  resetDatabase,
} from '@admin-hub/api-mocks';
import type { AuthId } from '@admin-hub/domain';
import { DEMO_CONFIG } from '../config/DEMO_CONFIG.ts';
import { createAppStore } from '../store/createAppStore.ts';

/**
 * The app's unit tests' one harness: the mock backends on MSW's node server (database reset
 * before each test, handler overrides dropped after), and a fresh store per call whose token
 * is the given seeded user's. Call it once at the top of a test file.
 */
export function setupMockApiServer() {
  const server = setupServer(...createHandlers());
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => resetDatabase());
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
  });
  afterAll(() => server.close());

  /** Counts the requests that reach `method url` (MSW's own path syntax, e.g. `:id`). */
  const countRequests = (method: string, url: string) => {
    const counter = { count: 0 };
    const pattern = new RegExp(
      `^${url.replace(/[.?]/g, '\\$&').replace(/:\w+/g, '[^/?]+')}(\\?.*)?$`,
    );
    server.events.on('request:start', ({ request }) => {
      if (request.method === method && pattern.test(request.url)) counter.count += 1;
    });
    return counter;
  };

  const testStore = (signedInAs: AuthId = DEMO_SUPER_ADMIN.id) => {
    const notify = { success: vi.fn(), error: vi.fn() };
    const store = createAppStore({
      config: DEMO_CONFIG,
      getAccessToken: () => Promise.resolve(createTestToken(signedInAs)),
      notify,
      retryBaseDelayMs: 1,
    });
    return Object.assign(store, { notify });
  };

  return { server, countRequests, testStore, api: DEMO_CONFIG.api };
}
