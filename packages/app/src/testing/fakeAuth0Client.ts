import { GenericError, PopupCancelledError, ResponseType } from '@auth0/auth0-spa-js';
import type {
  Auth0Client,
  IdToken,
  LogoutOptions,
  PopupConfigOptions,
  PopupLoginOptions,
  RedirectLoginOptions,
  RedirectLoginResult,
} from '@auth0/auth0-spa-js';
import { vi } from 'vitest';
import { DEMO_ACCOUNTS, createTestToken } from '@admin-hub/api-mocks';
import type { DemoEmail } from './fakeAuth.ts';

interface SignedIn {
  user: { sub: string; email: string; name: string };
  /** A new raw ID token at each sign-in: the provider tells a completed popup sign-in by it. */
  raw: string;
}

function signIn(email: DemoEmail, serial: number): SignedIn {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === email);
  if (!account) throw new Error(`No demo account with email ${email}`);
  return { user: { sub: account.id, email, name: email }, raw: `id-token-${serial}` };
}

/**
 * The Auth0 SDK's client for unit tests, to hand to the SDK's own `Auth0Provider` (its documented
 * `client` prop): a session of one of the demo accounts whose access tokens the mock APIs accept.
 * It behaves as the SDK does where the app's session code depends on it: once `endSession()` has
 * ended the identity provider's session, the next token renewal fails with login_required and the
 * client forgets the user; a popup sign-in signs in whoever `popupSignsInAs` names, or fails as a
 * closed popup. Its methods are spies.
 */
export function fakeAuth0Client(signedInAs: DemoEmail) {
  let serial = 1;
  let session: SignedIn | undefined = signIn(signedInAs, serial);
  let sessionEnded = false;
  let popupSignsIn: DemoEmail | 'closed' = signedInAs;
  let redirectResult: RedirectLoginResult = { response_type: ResponseType.Code };

  const spies = {
    checkSession: vi.fn(() => Promise.resolve()),
    getUser: vi.fn(() => Promise.resolve(session?.user)),
    getIdTokenClaims: vi.fn((): Promise<IdToken | undefined> =>
      Promise.resolve(session && { __raw: session.raw, ...session.user }),
    ),
    getTokenSilently: vi.fn(() => {
      if (sessionEnded || !session) {
        // The SDK clears its cache on login_required (a logout that does not leave the page).
        session = undefined;
        return Promise.reject(new GenericError('login_required', 'Login required'));
      }
      return Promise.resolve(createTestToken(session.user.sub));
    }),
    loginWithPopup: vi.fn((_options?: PopupLoginOptions, config?: PopupConfigOptions) => {
      if (popupSignsIn === 'closed') {
        return Promise.reject(new PopupCancelledError(config?.popup as Window));
      }
      serial += 1;
      session = signIn(popupSignsIn, serial);
      sessionEnded = false;
      return Promise.resolve();
    }),
    loginWithRedirect: vi.fn((_options?: RedirectLoginOptions) => Promise.resolve()),
    logout: vi.fn((_options?: LogoutOptions) => Promise.resolve()),
    handleRedirectCallback: vi.fn(() => Promise.resolve(redirectResult)),
  };

  return {
    /** For `<Auth0Provider client={...}>`: the SDK and the app call no other method of it. */
    client: spies as unknown as Auth0Client,
    spies,
    /** The identity provider's session ends: the next token renewal is refused. */
    endSession: () => {
      sessionEnded = true;
    },
    /** Who signs in in the next popup, or 'closed' for a popup closed before signing in. */
    popupSignsInAs: (who: DemoEmail | 'closed') => {
      popupSignsIn = who;
    },
    /** The `appState` that the return from the identity provider to the callback route brings. */
    returnsFromSignIn: (appState: Record<string, unknown>) => {
      redirectResult = { appState, response_type: ResponseType.Code };
    },
  };
}
