import { vi } from 'vitest';
import { DEMO_SUPER_ADMIN, createTestToken } from '@admin-hub/api-mocks';
import { useMockApi } from '@admin-hub/api-mocks/testing';
import type { AuthId } from '@admin-hub/domain/entities';
import type { AppConfig } from '../config/AppConfig.ts';
import { DEMO_CONFIG } from '../config/DEMO_CONFIG.ts';
import { createAppStore } from '../store/createAppStore.ts';

export interface TestStoreOptions {
  config?: AppConfig;
  getAccessToken?: () => Promise<string>;
}

/**
 * The app's unit tests' one harness: api-mocks' MSW set-up (`useMockApi`), plus a fresh store
 * per call whose token is the given seeded user's. Call it once at the top of a test file.
 */
export function setupMockApiServer() {
  const { server, countRequests } = useMockApi();

  /**
   * A fresh store signed in as `signedInAs`; `options` swap the configuration (e.g. another API
   * host) or the token source (e.g. one that fails). `notify` records the toasts raised.
   */
  const testStore = (signedInAs: AuthId = DEMO_SUPER_ADMIN.id, options: TestStoreOptions = {}) => {
    const notify = {
      success: vi.fn<(message: string) => void>(),
      error: vi.fn<(message: string) => void>(),
    };
    const store = createAppStore({
      config: options.config ?? DEMO_CONFIG,
      getAccessToken:
        options.getAccessToken ?? (() => Promise.resolve(createTestToken(signedInAs))),
      notify,
      retryBaseDelayMs: 1,
    });
    return Object.assign(store, { notify });
  };

  return { server, countRequests, testStore, api: DEMO_CONFIG.api };
}
