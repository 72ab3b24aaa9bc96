import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Auth0AuthProvider } from './auth/Auth0AuthProvider.tsx';
import { LoginRoute } from './auth/LoginRoute.tsx';
import { LogoutRoute } from './auth/LogoutRoute.tsx';
import { RequireAuth } from './auth/RequireAuth.tsx';
import type { AppConfig } from './config/AppConfig.ts';
import { ConfigProvider } from './config/ConfigProvider.tsx';
import { LazySignedInApp } from './routes/preloadSignedIn.ts';

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
                  <LazySignedInApp />
                </RequireAuth>
              }
            />
          </Routes>
        </Auth0AuthProvider>
      </BrowserRouter>
    </ConfigProvider>
  );
}
