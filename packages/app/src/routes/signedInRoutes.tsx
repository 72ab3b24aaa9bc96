import { useSyncExternalStore } from 'react';
import type { RouteObject } from 'react-router-dom';
import { HoldBackForwardContext } from '@admin-hub/ui/ModalForm';
import type { AuthId } from '@admin-hub/domain/entities';
import { AppSplashScreen } from '../auth/AppSplashScreen.tsx';
import { SessionEndedPrompt } from '../auth/SessionEndedPrompt.tsx';
import { SessionSync } from '../auth/SessionSync.tsx';
import { EmulationSwitchProvider } from '../emulation/EmulationSwitch.tsx';
import { lazyComponent } from '@admin-hub/ui/lazy';
import { toastsWanted } from '../notifications/Notifier.ts';
import type { AppStore } from '../store/createAppStore.ts';
import { AppRoutes } from './AppRoutes.tsx';
import { startRouteRequests } from './startRouteRequests.ts';
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
          <AppRoutes />
        </EmulationSwitchProvider>
      </HoldBackForwardContext>
      <SessionEndedPrompt />
      {showsToasts && <ToastHost />}
    </SessionSync>
  );
}

/**
 * The data router's routes of a signed-in session, whose requests go through `store` as the
 * identity `sub`. Each navigation's loader starts the route's first requests and code
 * (`startRouteRequests`) and returns at once; the splash stays until the first one has run.
 */
export function signedInRoutes(store: AppStore, sub: AuthId | undefined): RouteObject[] {
  let firstLoad = true;
  return [
    {
      path: '*',
      element: <SignedInPage />,
      HydrateFallback: AppSplashScreen,
      loader: ({ request }) => {
        startRouteRequests(store, sub, new URL(request.url), { withData: firstLoad });
        firstLoad = false;
        return null;
      },
    },
  ];
}
