import { useState, useSyncExternalStore } from 'react';
import { Provider } from 'react-redux';
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

// Toasts are no part of the first screen: their code loads with the first toast.
const ToastHost = lazyComponent(() =>
  import('../notifications/ToastHost.tsx').then((m) => m.ToastHost),
);

/**
 * Everything a signed-in session needs: the store (whose requests carry the
 * access token), the routes and the toasts. Loaded apart from the entry chunk,
 * in parallel with the session check, so the splash and sign-in redirect stay light.
 */
export function SignedInApp() {
  const config = useAppConfig();
  const { getAccessToken } = useAuth();
  // One store for the session; the auth provider keeps getAccessToken stable.
  const [store] = useState(() => createAppStore({ config, getAccessToken }));
  useBrowserListeners(store);
  const showsToasts = useSyncExternalStore(toastsWanted.subscribe, toastsWanted.getSnapshot);
  return (
    <SessionSync>
      <Provider store={store}>
        <EmulationSwitchProvider>
          <AppRoutes />
        </EmulationSwitchProvider>
        <SessionEndedPrompt />
        {showsToasts && <ToastHost />}
      </Provider>
    </SessionSync>
  );
}
