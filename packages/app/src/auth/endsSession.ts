/**
 * Error codes of the Auth0 SDK that mean the identity provider holds no usable session for this
 * page: its session ended (login_required from the hidden frame), the refresh token was revoked
 * or expired (invalid_grant, or none left). A timeout or an unreachable provider is not one of
 * them: signing in again would not help, and 'Get access token failed' says what happened.
 */
const SESSION_ENDED_CODES: ReadonlySet<string> = new Set([
  'login_required',
  'consent_required',
  'interaction_required',
  'invalid_grant',
  'missing_refresh_token',
]);

export const endsSession = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  'error' in error &&
  typeof error.error === 'string' &&
  SESSION_ENDED_CODES.has(error.error);
