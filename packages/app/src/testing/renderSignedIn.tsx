import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { AuthContext } from '../auth/AuthContext.ts';
import { ConfigProvider } from '../config/ConfigProvider.tsx';
import { DEMO_CONFIG } from '../config/DEMO_CONFIG.ts';
import { EmulationSwitchProvider } from '../emulation/EmulationSwitch.tsx';
import type { AppStore } from '../store/createAppStore.ts';
import { fakeAuth } from './fakeAuth.ts';

/** jsdom has no matchMedia: the layout then sees a desktop width (undone by `vi.unstubAllGlobals`). */
export function stubDesktopViewport(): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

/**
 * For jsdom tests: `ui` inside the providers SignedInApp gives the routes — the fake auth of the
 * demo account `signedInAs`, the demo configuration, `store`, a memory router at `address` and
 * the emulation switch.
 */
export function renderSignedIn(
  ui: ReactElement,
  { store, address, signedInAs }: { store: AppStore; address: string; signedInAs: string },
) {
  return render(
    <AuthContext.Provider value={fakeAuth(signedInAs)}>
      <ConfigProvider config={DEMO_CONFIG}>
        <Provider store={store}>
          <MemoryRouter initialEntries={[address]}>
            <EmulationSwitchProvider>{ui}</EmulationSwitchProvider>
          </MemoryRouter>
        </Provider>
      </ConfigProvider>
    </AuthContext.Provider>,
  );
}
