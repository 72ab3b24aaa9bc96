import type { Plugin } from 'vite';

/** auth0-react's ES module build, which carries its own copy of the Auth0 SPA SDK. */
const AUTH0_REACT_ESM = /@auth0\/auth0-react\/dist\/auth0-react\.esm\.js$/;
/** Where its provider builds the SDK's client when given none: the class's name in the bundle. */
const CLIENT_CLASS = /new ([\w$]+)\(toAuth0ClientOptions\(/;

/**
 * Exports the SDK's `Auth0Client` class from auth0-react's bundle (`import { Auth0Client } from
 * '@auth0/auth0-react'`, typed in src/auth/auth0ReactClient.d.ts). The entry builds the client
 * before React loads, to start the session restore with the first script, and hands it to
 * `Auth0Provider` (its `client` prop); built from `@auth0/auth0-spa-js` instead, the SDK would
 * ship twice (auth0-react 2.27's ES module and CommonJS builds both inline it). Fails the build
 * if a new auth0-react no longer builds its client where this looks.
 */
export function auth0ClientExport(): Plugin {
  return {
    name: 'admin-hub:auth0-client-export',
    enforce: 'pre',
    transform(code, id) {
      if (!AUTH0_REACT_ESM.test(id.split('?')[0] ?? id)) return null;
      const name = CLIENT_CLASS.exec(code)?.[1];
      if (!name) {
        throw new Error(
          `${id}: no "new <class>(toAuth0ClientOptions(" found, so no Auth0Client to export (see vite.auth0.ts)`,
        );
      }
      return { code: `${code}\nexport { ${name} as Auth0Client };\n`, map: null };
    },
  };
}
