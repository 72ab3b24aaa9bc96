import { useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { useAuth } from '../auth/useAuth.ts';
import { useAppConfig } from '../config/ConfigProvider.tsx';
import { createAppStore } from '../store/createAppStore.ts';
import { useBrowserListeners } from '../store/useBrowserListeners.ts';
import { signedInRoutes } from './signedInRoutes.tsx';

/**
 * Everything a signed-in session needs: the store (whose requests carry the
 * access token), the router, the routes and the toasts. Loaded apart from the entry chunk,
 * in parallel with the session check, so the splash and sign-in redirect stay light: a
 * visitor on the way to sign in downloads no router.
 */
export function SignedInApp() {
  const config = useAppConfig();
  const { getAccessToken, user: identity } = useAuth();
  // One store for the session; the auth provider keeps getAccessToken stable.
  const [store] = useState(() => createAppStore({ config, getAccessToken }));
  useBrowserListeners(store);
  // Created with the session, so it starts where sign-in returned to and its first loader
  // requests the current user at once (and the route's data on its answer).
  const [router] = useState(() => createBrowserRouter(signedInRoutes(store, identity?.sub)));
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}
