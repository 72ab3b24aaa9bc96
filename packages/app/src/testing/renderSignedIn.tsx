import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { AppStore } from '../store/createAppStore.ts';
import { appWrapper } from './appWrapper.tsx';
import type { DemoEmail } from './fakeAuth.ts';

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
 * For jsdom tests: `ui` at `address`, signed in as the demo account `signedInAs`, inside the
 * stories' providers (`appWrapper`) with the test's own `store`; with `appRoutes`, the app's
 * routes render at `ui`'s `<Outlet />`.
 */
export function renderSignedIn(
  ui: ReactElement,
  {
    store,
    address,
    signedInAs,
    appRoutes,
  }: { store: AppStore; address: string; signedInAs: DemoEmail; appRoutes?: boolean },
) {
  return render(ui, { wrapper: appWrapper(store, { signedInAs, route: address, appRoutes }) });
}
