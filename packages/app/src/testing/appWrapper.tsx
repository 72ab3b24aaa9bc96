import type { ReactNode } from 'react';
import type { AppStore } from '../store/createAppStore.ts';
import { AppHarness } from './appDecorator.tsx';
import type { AppStoryParameters } from './appDecorator.tsx';

/**
 * The `wrapper` of Testing Library's `render` and `renderHook`: the providers the stories use
 * (auth, config, store, router, emulation switch, toasts) around a test's own store, so no
 * test assembles the tree by hand.
 */
export const appWrapper = (store: AppStore, parameters: AppStoryParameters = {}) =>
  function AppWrapper({ children }: { children: ReactNode }) {
    return (
      <AppHarness parameters={parameters} store={store}>
        {children}
      </AppHarness>
    );
  };
