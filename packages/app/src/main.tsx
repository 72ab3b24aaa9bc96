import '@admin-hub/ui/theme.scss';
import { createSessionClient } from './auth/createSessionClient.ts';
import { LOGIN_CALLBACK_PATH, isSignedInVisit } from './auth/sessionHint.ts';
import { loadConfig } from './config/loadConfig.ts';
import { preloadFonts, preloadSignedInCode } from './routes/preloadSignedIn.ts';
import { startEarlyReads } from './routes/startEarlyReads.ts';
import type { EarlyStart } from './renderApp.tsx';

// The entry holds no React: it starts what does not need React (the session restore with the
// Auth0 SDK, then the first reads of the route) while React and the app download, and the
// splash index.html painted stays until React renders over it.

const CONFIG_URL = '/config.json';

/** Pages that restore no session here: the sign-in's return (the provider completes it) and sign-out. */
const RESTORES_NOTHING = new Set([LOGIN_CALLBACK_PATH, '/logout']);

function start(): Promise<EarlyStart> {
  const address = new URL(window.location.href);
  const cookies = document.cookie;
  // A returning visitor's signed-in code and fonts load while the session is restored; a visitor
  // without a session downloads only what sends them to sign in.
  const signedInVisit = isSignedInVisit(address.pathname, cookies);
  // index.html preloads the configuration, so it is usually here before this script runs.
  return loadConfig(CONFIG_URL).then((config) => {
    // Built now, it asks for its token worker at once: ahead of the signed-in chunks below (six
    // connections per host on HTTP/1.1), since the restore waits for it.
    const client = createSessionClient(config, { pathname: address.pathname, cookies });
    if (!signedInVisit) return { config, client };
    // The fonts after the code: on a slow network they would share its bandwidth, and the rows
    // wait for the code, not for the fonts (font-display: swap).
    void preloadSignedInCode(address.pathname).then(() => preloadFonts());
    if (RESTORES_NOTHING.has(address.pathname)) return { config, client };
    // The SDK's session restore (refresh token, else the hidden frame): auth0-react's own session
    // check, once React mounts, joins this request (the SDK runs one at a time per audience and
    // scope). A failure is the SDK's and the provider's to meet, as without this: the spec's
    // redirect to sign in, or its error page.
    const token = client.getTokenSilently().then(
      (value) => value,
      () => undefined,
    );
    return { config, client, earlyReads: startEarlyReads({ config, token, address }) };
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const started = start();
// React and the app after the SDK's client, not beside the entry (index.html preloads no more
// than the entry): on a slow network the entry then downloads alone and the session restore
// starts as soon as it runs, while React, the app and the signed-in part download. A failure of
// `started` is renderApp's to show (the configuration's error page).
started
  .catch(() => undefined)
  .then(() => import('./renderApp.tsx'))
  .then(({ renderApp }) => renderApp(container, started))
  .catch((error: unknown) => {
    // The app's own code failed to load: the splash stays; say why where it can be read.
    console.error(error);
  });
