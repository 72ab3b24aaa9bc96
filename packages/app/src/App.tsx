import { Suspense, lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AppSplashScreen } from './auth/AppSplashScreen.tsx';
import { Auth0AuthProvider } from './auth/Auth0AuthProvider.tsx';
import { LoginRoute } from './auth/LoginRoute.tsx';
import { LogoutRoute } from './auth/LogoutRoute.tsx';
import { RequireAuth } from './auth/RequireAuth.tsx';
import type { AppConfig } from './config/AppConfig.ts';
import { ConfigProvider } from './config/ConfigProvider.tsx';

/** Starts fetching the signed-in part of the app; call early so it loads during the session check. */
export const loadSignedInApp = () => import('./routes/SignedInApp.tsx');

const SignedInApp = lazy(() => loadSignedInApp().then((m) => ({ default: m.SignedInApp })));

/** The whole app for one configuration: Auth0 sign-in, then the signed-in routes. */
export function App({ config }: { config: AppConfig }) {
  return (
    <ConfigProvider config={config}>
      <BrowserRouter>
        <Auth0AuthProvider config={config}>
          <Routes>
            <Route path="/login" element={<LoginRoute />} />
            <Route path="/logout" element={<LogoutRoute />} />
            <Route
              path="*"
              element={
                <RequireAuth>
                  <Suspense fallback={<AppSplashScreen />}>
                    <SignedInApp />
                  </Suspense>
                </RequireAuth>
              }
            />
          </Routes>
        </Auth0AuthProvider>
      </BrowserRouter>
    </ConfigProvider>
  );
}
