import { useState } from 'react';
import { Provider } from 'react-redux';
import { useAuth } from '../auth/useAuth.ts';
import { useAppConfig } from '../config/ConfigProvider.tsx';
import { EmulationSwitchProvider } from '../emulation/EmulationSwitch.tsx';
import { ToastHost } from '../notifications/ToastHost.tsx';
import { createAppStore } from '../store/createAppStore.ts';
import { useBrowserListeners } from '../store/useBrowserListeners.ts';
import { AppRoutes } from './AppRoutes.tsx';

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
  return (
    <Provider store={store}>
      <EmulationSwitchProvider>
        <AppRoutes />
      </EmulationSwitchProvider>
      <ToastHost />
    </Provider>
  );
}
