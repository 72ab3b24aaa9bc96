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
