import '@admin-hub/ui/theme.scss';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { ConfigError } from './config/ConfigError.ts';
import { loadConfig } from './config/loadConfig.ts';
import { AppErrorBoundary } from './errors/AppErrorBoundary.tsx';
import { ErrorFallback } from './errors/ErrorFallback.tsx';
import { isSignedInVisit } from './auth/sessionHint.ts';
import { preloadFonts, preloadSignedInCode } from './routes/preloadSignedIn.ts';
import { ConfigErrorPage } from './screens/status/ConfigErrorPage.tsx';

const CONFIG_URL = '/config.json';

async function start(container: HTMLElement) {
  const root = createRoot(container);
  const { pathname } = window.location;
  // A returning visitor's fonts and signed-in code load while the session is restored; a visitor
  // without a session downloads only what sends them to sign in.
  const signedInVisit = isSignedInVisit(pathname, document.cookie);
  // Fonts before the first render: text laid out first would request a font that the preload
  // then asks for again.
  if (signedInVisit) preloadFonts();
  try {
    // index.html preloads the configuration, so it is usually here before this script runs.
    const config = await loadConfig(CONFIG_URL);
    // Rendered at once, not at React's next task: the first render creates the Auth0 client,
    // which asks for its token worker and starts the session restore. The worker must not queue
    // behind the signed-in chunks preloaded below (six connections per host on HTTP/1.1): the
    // restore waits for it.
    flushSync(() =>
      root.render(
        <StrictMode>
          <AppErrorBoundary scope="app">
            <App config={config} />
          </AppErrorBoundary>
        </StrictMode>,
      ),
    );
    if (signedInVisit) preloadSignedInCode(pathname);
  } catch (error) {
    if (error instanceof ConfigError) {
      root.render(<ConfigErrorPage source={error.source} problems={error.problems} />);
      return;
    }
    // Whatever else fails before the app renders still gets a page, never a blank one.
    console.error(error);
    root.render(<ErrorFallback error={error} scope="app" />);
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void start(container);
