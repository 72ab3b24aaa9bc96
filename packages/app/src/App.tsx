import { Auth0AuthProvider } from './auth/Auth0AuthProvider.tsx';
import { BrowserAddress } from './auth/BrowserAddress.tsx';
import { LoginRoute } from './auth/LoginRoute.tsx';
import { LogoutRoute } from './auth/LogoutRoute.tsx';
import { usePageAddress } from './auth/PageAddress.ts';
import { RequireAuth } from './auth/RequireAuth.tsx';
import type { EarlyReads } from './api/earlyReads.ts';
import type { SessionClient } from './auth/createSessionClient.ts';
import type { AppConfig } from './config/AppConfig.ts';
import { ConfigProvider } from './config/ConfigProvider.tsx';
import { LOGIN_CALLBACK_PATH } from './auth/sessionHint.ts';
import { LazySignedInApp } from './routes/LazySignedInApp.ts';
import { EarlyReadsContext } from './store/EarlyReadsContext.ts';

/**
 * The whole app for one configuration: Auth0 sign-in, then the signed-in app, which brings
 * the router. Sign-in and sign-out need none: a visitor on the way to sign in downloads none.
 */
export function App({
  config,
  client,
  earlyReads,
}: {
  config: AppConfig;
  /** The page's Auth0 client, built by the entry (which may be restoring the session). */
  client: SessionClient;
  /** The reads the entry started once the session had a token. */
  earlyReads?: EarlyReads;
}) {
  return (
    <ConfigProvider config={config}>
      <BrowserAddress>
        <Auth0AuthProvider config={config} client={client}>
          <EarlyReadsContext value={earlyReads}>
            <SignInPages />
          </EarlyReadsContext>
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
