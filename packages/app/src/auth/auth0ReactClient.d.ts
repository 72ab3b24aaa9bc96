import type { Auth0Client as SpaAuth0Client } from '@auth0/auth0-spa-js';

declare module '@auth0/auth0-react' {
  /**
   * The SDK's client class as auth0-react bundles it, exported by the app's build
   * (vite.auth0.ts): one copy of the SDK for the entry's early client and the provider.
   */
  export const Auth0Client: typeof SpaAuth0Client;
}
