import { useState, useSyncExternalStore } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { HoldBackForwardContext } from '@admin-hub/ui';
import { SessionEndedPrompt } from '../auth/SessionEndedPrompt.tsx';
import { SessionSync } from '../auth/SessionSync.tsx';
import { useAuth } from '../auth/useAuth.ts';
import { useAppConfig } from '../config/ConfigProvider.tsx';
import { EmulationSwitchProvider } from '../emulation/EmulationSwitch.tsx';
import { toastsWanted } from '../notifications/Notifier.ts';
import { createAppStore } from '../store/createAppStore.ts';
import { useBrowserListeners } from '../store/useBrowserListeners.ts';
import { AppRoutes } from './AppRoutes.tsx';
import { lazyComponent } from '../lazy/lazyComponent.tsx';
import { useBackForwardBlocker } from './useBackForwardBlocker.ts';

// Toasts are no part of the first screen: their code loads with the first toast.
const ToastHost = lazyComponent(() =>
  import('../notifications/ToastHost.tsx').then((m) => m.ToastHost),
);

/**
 * Everything a signed-in session needs: the store (whose requests carry the
 * access token), the router, the routes and the toasts. Loaded apart from the entry chunk,
 * in parallel with the session check, so the splash and sign-in redirect stay light: a
 * visitor on the way to sign in downloads no router.
 */
export function SignedInApp() {
  const config = useAppConfig();
  const { getAccessToken } = useAuth();
  // One store for the session; the auth provider keeps getAccessToken stable.
  const [store] = useState(() => createAppStore({ config, getAccessToken }));
  useBrowserListeners(store);
  // Created with the session, so it starts where sign-in returned to.
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <SignedInPage /> }]));
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}

function SignedInPage() {
  const showsToasts = useSyncExternalStore(toastsWanted.subscribe, toastsWanted.getSnapshot);
  return (
    <SessionSync>
      {/* A changed form holds Back and Forward through the router's blocker. */}
      <HoldBackForwardContext value={useBackForwardBlocker}>
        <EmulationSwitchProvider>
          <AppRoutes />
        </EmulationSwitchProvider>
      </HoldBackForwardContext>
      <SessionEndedPrompt />
      {showsToasts && <ToastHost />}
    </SessionSync>
  );
}
