/**
 * A call that failed because the session is over: no access token can be had any more, or an API
 * answered 401. Only signing in again helps, so it is met with one prompt, not a toast per call.
 * The token source (auth) throws an Error with this message; the base query turns it into a
 * call's error of the same name.
 */
export const SESSION_ENDED = 'Session ended';

/**
 * A call refused because the session is over: the token could not be renewed (SESSION_ENDED) or
 * the API answered 401. Met by the session-ended prompt, never by a toast.
 */
export const isSessionEndedError = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  'status' in error &&
  (error.status === 401 ||
    (error.status === 'CUSTOM_ERROR' && 'error' in error && error.error === SESSION_ENDED));
