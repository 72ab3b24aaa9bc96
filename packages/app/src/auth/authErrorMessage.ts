/** Spec §8: a sign-in error that carries no description of its own. */
const LOGIN_FAILED = 'Login failed';
/** Spec §8: the access token could not be obtained (silently or through the frame fallback). */
export const GET_ACCESS_TOKEN_FAILED = 'Get access token failed';

/**
 * The text to show for an identity-provider error: its own description when it
 * has one (e.g. an account that is blocked), else 'Login failed'.
 */
export function authErrorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'error_description' in error) {
    const description = error.error_description;
    if (typeof description === 'string' && description.trim() !== '') return description;
  }
  return LOGIN_FAILED;
}
