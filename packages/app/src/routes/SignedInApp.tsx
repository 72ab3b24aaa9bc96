import { use, useState, useSyncExternalStore } from 'react';
import { Provider } from 'react-redux';
import { Outlet, RouterProvider, createBrowserRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { HoldBackForwardContext } from '@admin-hub/ui/ModalForm';
import { AppSplashScreen } from '../auth/AppSplashScreen.tsx';
import { SessionEndedPrompt } from '../auth/SessionEndedPrompt.tsx';
import { SessionSync } from '../auth/SessionSync.tsx';
import { useAuth } from '../auth/useAuth.ts';
import { useAppConfig } from '../config/ConfigProvider.tsx';
import { EmulationSwitchProvider } from '../emulation/EmulationSwitch.tsx';
import { lazyComponent } from '@admin-hub/ui/lazy';
import { toastsWanted } from '../notifications/Notifier.ts';
import { createAppStore } from '../store/createAppStore.ts';
import { EarlyReadsContext } from '../store/EarlyReadsContext.ts';
import { useBrowserListeners } from '../store/useBrowserListeners.ts';
import { appRoutes } from './appRoutes.tsx';
import { currentUserData, routeSessionContexts } from './routeData.ts';
import { useBackForwardBlocker } from './useBackForwardBlocker.ts';

// Toasts are no part of the first screen: their code loads with the first toast.
const ToastHost = lazyComponent(() =>
  import('../notifications/ToastHost.tsx').then((m) => m.ToastHost),
);

function SignedInPage() {
  const showsToasts = useSyncExternalStore(toastsWanted.subscribe, toastsWanted.getSnapshot);
  return (
    <SessionSync>
      {/* A changed form holds Back and Forward through the router's blocker. */}
      <HoldBackForwardContext value={useBackForwardBlocker}>
        <EmulationSwitchProvider>
          <Outlet />
        </EmulationSwitchProvider>
      </HoldBackForwardContext>
      <SessionEndedPrompt />
      {showsToasts && <ToastHost />}
    </SessionSync>
  );
}

/**
 * The data router's routes of a signed-in session: the session's own route around the app's
 * routes. Its loader requests the current user at each navigation, the matched route's loader
 * its first data; the splash stays until the first navigation's loaders have run.
 */
export function signedInRoutes(): RouteObject[] {
  return [
    {
      Component: SignedInPage,
      HydrateFallback: AppSplashScreen,
      loader: currentUserData,
      children: appRoutes(),
    },
  ];
}

/**
 * Everything a signed-in session needs: the store (whose requests carry the
 * access token), the router, the routes and the toasts. Loaded apart from the entry chunk,
 * in parallel with the session check, so the splash and sign-in redirect stay light: a
 * visitor on the way to sign in downloads no router.
 */
export function SignedInApp() {
  const config = useAppConfig();
  const { getAccessToken, user: identity } = useAuth();
  const earlyReads = use(EarlyReadsContext);
  // One store for the session; the auth provider keeps getAccessToken stable. Its first reads
  // take over the entry's (GET /users/me, the list's first page) rather than send them again.
  const [store] = useState(() => createAppStore({ config, getAccessToken, earlyReads }));
  useBrowserListeners(store);
  // Created with the session, so it starts where sign-in returned to and its first loader
  // requests the current user at once (and the route's data on its answer).
  const [router] = useState(() =>
    createBrowserRouter(signedInRoutes(), {
      getContext: routeSessionContexts(store, identity?.sub),
    }),
  );
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}
