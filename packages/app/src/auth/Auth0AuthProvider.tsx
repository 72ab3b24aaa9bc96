import { useCallback, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Auth0Provider, useAuth0 } from '@auth0/auth0-react';
import type { AppState } from '@auth0/auth0-react';
import type { AppConfig } from '../config/AppConfig.ts';
import { AuthContext } from './AuthContext.ts';
import { usePageAddress } from './PageAddress.ts';
import type { AuthState } from './AuthContext.ts';
import { GET_ACCESS_TOKEN_FAILED, authErrorMessage } from './authErrorMessage.ts';
import type { SessionClient } from './createSessionClient.ts';
import { safeReturnTo } from './safeReturnTo.ts';
import { postSessionEvent } from './sessionBroadcast.ts';
import { SESSION_ENDED } from '../api/sessionEndedError.ts';
import { endsSession } from './endsSession.ts';
import { LOGIN_CALLBACK_PATH } from './sessionHint.ts';

/**
 * Auth0 for the app, on the page's SDK client (`createSessionClient`, built by the entry, which
 * may already be restoring the session: the provider's own session check joins that request).
 * Exposes the result as the app's own `AuthContext`. The return after sign-in replaces the
 * page's address (`PageAddress`), before any router exists.
 */
export function Auth0AuthProvider({
  config,
  client,
  children,
}: {
  config: AppConfig;
  client: SessionClient;
  children: ReactNode;
}) {
  const { replace } = usePageAddress();
  const onRedirectCallback = useCallback(
    (appState?: AppState) => {
      // Only a completed sign-in gets here: tabs showing 'Signed out' may continue.
      postSessionEvent({ type: 'signed-in' });
      replace(safeReturnTo(appState?.returnTo));
    },
    [replace],
  );
  return (
    <Auth0Provider
      client={client}
      // Only the callback route carries our code and state; other pages may have look-alike params.
      skipRedirectCallback={window.location.pathname !== LOGIN_CALLBACK_PATH}
      onRedirectCallback={onRedirectCallback}
    >
      <Auth0Bridge marketingSite={config.links.marketingSite}>{children}</Auth0Bridge>
    </Auth0Provider>
  );
}

function Auth0Bridge({ marketingSite, children }: { marketingSite: string; children: ReactNode }) {
  const {
    isLoading,
    isAuthenticated,
    user,
    error,
    loginWithRedirect,
    loginWithPopup,
    logout: auth0Logout,
    getAccessTokenSilently,
    getIdTokenClaims,
  } = useAuth0();

  // The page's signed-in person. When the session ends under the page (the provider's session
  // ended, the refresh token refused), the SDK forgets the user; the page stays signed in as far
  // as the app is concerned, so nothing on it is lost, and its calls meet the session-ended prompt.
  const [pageUser, setPageUser] = useState<AuthState['user']>();
  const [signingOut, setSigningOut] = useState(false);
  if (user?.sub && (user.sub !== pageUser?.sub || user.email !== pageUser.email)) {
    setPageUser({ sub: user.sub, email: user.email, name: user.name });
  }
  const keepsPage = pageUser !== undefined && !signingOut;

  const login = useCallback(
    (returnTo?: string) => loginWithRedirect({ appState: { returnTo: safeReturnTo(returnTo) } }),
    [loginWithRedirect],
  );
  const logout = useCallback(() => {
    setSigningOut(true);
    // Before leaving for the identity provider: the other tabs must not act on a dead session.
    postSessionEvent({ type: 'signed-out' });
    return auth0Logout({ logoutParams: { returnTo: marketingSite } });
  }, [auth0Logout, marketingSite]);
  // A fresh page load restores the session the way any visit does (the SDK's session check with
  // the identity provider), with none of this tab's signed-out state or cache left over.
  const resumeSession = useCallback(() => {
    window.location.reload();
    return new Promise<void>(() => undefined);
  }, []);
  // Refresh token first, the hidden frame as fallback (useRefreshTokensFallback).
  const getAccessToken = useCallback(async (): Promise<string> => {
    let token: string | undefined;
    try {
      token = await getAccessTokenSilently();
    } catch (error) {
      throw new Error(endsSession(error) ? SESSION_ENDED : GET_ACCESS_TOKEN_FAILED, {
        cause: error,
      });
    }
    if (!token) throw new Error(GET_ACCESS_TOKEN_FAILED);
    return token;
  }, [getAccessTokenSilently]);

  const signInAgain = useCallback(
    async (returnTo: string) => {
      // Opened here, within the click: a popup opened after an await may be blocked.
      const popup = window.open('', 'auth0:authorize:popup', 'width=480,height=640');
      if (!popup) {
        await login(returnTo);
        return;
      }
      const before = (await getIdTokenClaims())?.__raw;
      await loginWithPopup({ authorizationParams: { login_hint: pageUser?.email } }, { popup });
      const after = await getIdTokenClaims();
      // The SDK reports a closed popup as its error state, not as a rejection.
      if (!after || after.__raw === before) throw new Error('Sign-in not completed');
      // Someone else signed in: nothing on this page is theirs.
      if (after.sub !== pageUser?.sub) window.location.reload();
    },
    [login, loginWithPopup, getIdTokenClaims, pageUser],
  );

  const value = useMemo<AuthState>(
    () => ({
      isLoading: isLoading && !keepsPage,
      isAuthenticated: isAuthenticated || keepsPage,
      user: isAuthenticated || keepsPage ? pageUser : undefined,
      error: error ? new Error(authErrorMessage(error), { cause: error }) : undefined,
      login,
      logout,
      getAccessToken,
      signInAgain,
      resumeSession,
    }),
    [
      isLoading,
      isAuthenticated,
      keepsPage,
      pageUser,
      error,
      login,
      logout,
      getAccessToken,
      signInAgain,
      resumeSession,
    ],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
