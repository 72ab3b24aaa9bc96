import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { DEMO_CONFIG } from '../config/DEMO_CONFIG.ts';
import { createAppStore } from '../store/createAppStore.ts';
import type { AppStore } from '../store/createAppStore.ts';

/**
 * The `wrapper` of a test whose view reads the store and nothing else the app provides (a
 * query view handed its query's state): the store alone, rendered at once, where `appWrapper`'s
 * data router would render a tick later. Without a store of the test's, one that sends nothing.
 */
export const storeWrapper = (
  store: AppStore = createAppStore({
    config: DEMO_CONFIG,
    getAccessToken: () => Promise.reject(new Error('This test sends no request')),
  }),
) =>
  function StoreWrapper({ children }: { children: ReactNode }) {
    return <Provider store={store}>{children}</Provider>;
  };
