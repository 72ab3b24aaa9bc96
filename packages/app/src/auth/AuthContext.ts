import { createContext } from 'react';

/** The signed-in identity as the identity provider states it (ID token claims). */
interface AuthUser {
  sub: string;
  email: string | undefined;
  name: string | undefined;
}

/**
 * What the app needs from authentication. The app provides it from Auth0
 * (`Auth0AuthProvider`); stories and tests provide a fake value, so nothing
 * outside `src/auth` depends on the Auth0 SDK.
 */
export interface AuthState {
  isLoading: boolean;
  isAuthenticated: boolean;
  user: AuthUser | undefined;
  error: Error | undefined;
  /** Sends the visitor to the identity provider; `returnTo` is a same-origin path. */
  login: (returnTo?: string) => Promise<void>;
  /** Ends the session and returns to the marketing site. */
  logout: () => Promise<void>;
  /** A fresh access token; rejects with the message SESSION_ENDED when only a new sign-in helps. */
  getAccessToken: () => Promise<string>;
  /**
   * Signs the same person in again after their session ended, keeping this page as it is (a
   * popup); where no popup may open, by redirect, returning to `returnTo`. Rejects when the
   * sign-in was not completed (the popup closed).
   */
  signInAgain: (returnTo: string) => Promise<void>;
  /**
   * Picks up the session another tab has just signed in to (after this tab was told it signed
   * out there). With Auth0 the page reloads, so the promise never settles.
   */
  resumeSession: () => Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);
AuthContext.displayName = 'AuthContext';

export const AUTH_PROVIDER_MISSING = 'You forgot to wrap your component in the auth provider';
