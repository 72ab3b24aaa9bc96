import { Auth0Client } from '@auth0/auth0-react';
// The SDK's token worker, served as a file of the app's own origin: its default, a blob: URL,
// would need `worker-src blob:` in the Content-Security-Policy.
import auth0WorkerUrl from '@auth0/auth0-spa-js/dist/auth0-spa-js.worker.production.js?url';
import type { AppConfig } from '../config/AppConfig.ts';
import { LOGIN_CALLBACK_PATH, isSignedInVisit } from './sessionHint.ts';

// The SDK's default scope plus offline_access, written out: it asks for a refresh token whether
// or not this page keeps one (see `useRefreshTokens` below).
const SCOPE = 'openid profile email offline_access';

export type SessionClient = InstanceType<typeof Auth0Client>;

/**
 * The Auth0 SDK's client of this page, built by the entry before React loads so the session
 * restore starts with the first script, then given to auth0-react's `Auth0Provider` (its
 * `client` prop; the class is the one auth0-react bundles: vite.auth0.ts). Login by redirect,
 * tokens kept in memory, silent renewal with refresh tokens falling back to the hidden frame,
 * the API audience and the shared cookie domain. Refresh tokens, and the worker that keeps
 * them, only on a page that restores a session or completes a sign-in: a visitor without a
 * session is only sent to sign in.
 */
export function createSessionClient(
  config: AppConfig,
  { pathname, cookies }: { pathname: string; cookies: string },
): SessionClient {
  const { auth0 } = config;
  return new Auth0Client({
    domain: auth0.domain,
    clientId: auth0.clientId,
    authorizationParams: {
      audience: auth0.audience,
      redirect_uri: `${window.location.origin}${LOGIN_CALLBACK_PATH}`,
      scope: SCOPE,
    },
    useRefreshTokens: isSignedInVisit(pathname, cookies),
    useRefreshTokensFallback: true,
    cacheLocation: 'memory',
    workerUrl: auth0WorkerUrl,
    cookieDomain: auth0.cookieDomain,
    sessionCheckExpiryDays: auth0.sessionCookieDays,
  });
}
