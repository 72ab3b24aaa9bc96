import { Auth0AuthProvider } from './auth/Auth0AuthProvider.tsx';
import { BrowserAddress } from './auth/BrowserAddress.tsx';
import { LoginRoute } from './auth/LoginRoute.tsx';
import { LogoutRoute } from './auth/LogoutRoute.tsx';
import { usePageAddress } from './auth/PageAddress.ts';
import { RequireAuth } from './auth/RequireAuth.tsx';
import type { AppConfig } from './config/AppConfig.ts';
import { ConfigProvider } from './config/ConfigProvider.tsx';
import { LOGIN_CALLBACK_PATH } from './auth/sessionHint.ts';
import { LazySignedInApp } from './routes/preloadSignedIn.ts';

/**
 * The whole app for one configuration: Auth0 sign-in, then the signed-in app, which brings
 * the router. Sign-in and sign-out need none: a visitor on the way to sign in downloads none.
 */
export function App({ config }: { config: AppConfig }) {
  return (
    <ConfigProvider config={config}>
      <BrowserAddress>
        <Auth0AuthProvider config={config}>
          <SignInPages />
        </Auth0AuthProvider>
      </BrowserAddress>
    </ConfigProvider>
  );
}

function SignInPages() {
  const { pathname } = usePageAddress();
  if (pathname === LOGIN_CALLBACK_PATH) return <LoginRoute />;
  if (pathname === '/logout') return <LogoutRoute />;
  return (
    <RequireAuth>
      <LazySignedInApp />
    </RequireAuth>
  );
}
