// The Auth0 SDK keeps this cookie (`auth0.{clientId}.is.authenticated`, or the legacy
// `auth0.is.authenticated`) while a session exists, and skips its silent session check without it.
const SESSION_COOKIE = /(?:^|;\s*)auth0\.(?:[^=;]+\.)?is\.authenticated=true(?:;|$)/;

/**
 * True when this browser probably has a session the SDK is about to restore: worth fetching
 * the signed-in code meanwhile. A hint only: the SDK's answer decides who is signed in.
 */
export function hasSessionCookie(cookies: string): boolean {
  return SESSION_COOKIE.test(cookies);
}

/** The identity provider sends the browser back here with the code (or the error). */
export const LOGIN_CALLBACK_PATH = '/login';

/**
 * True for a page that restores a session (the cookie is there) or completes a sign-in: the
 * pages that use refresh tokens and are worth preloading the signed-in code for. Anyone else is
 * only sent to sign in.
 */
export function isSignedInVisit(pathname: string, cookies: string): boolean {
  return hasSessionCookie(cookies) || pathname === LOGIN_CALLBACK_PATH;
}
