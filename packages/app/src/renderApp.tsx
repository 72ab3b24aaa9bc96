import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import type { EarlyReads } from './api/earlyReads.ts';
import type { SessionClient } from './auth/createSessionClient.ts';
import type { AppConfig } from './config/AppConfig.ts';
import { ConfigError } from './config/ConfigError.ts';
import { AppErrorBoundary } from './errors/AppErrorBoundary.tsx';
import { ErrorFallback } from './errors/ErrorFallback.tsx';
import { ConfigErrorPage } from './screens/status/ConfigErrorPage.tsx';

/** What the entry started before React loaded: the configuration, the SDK's client, the reads. */
export interface EarlyStart {
  config: AppConfig;
  client: SessionClient;
  earlyReads?: EarlyReads;
}

/**
 * React's part of the start: renders the app over the splash that index.html painted, taking
 * over what the entry started (the session restore and the first reads).
 */
export async function renderApp(container: HTMLElement, started: Promise<EarlyStart>) {
  const root = createRoot(container);
  try {
    const { config, client, earlyReads } = await started;
    root.render(
      <StrictMode>
        <AppErrorBoundary scope="app">
          <App config={config} client={client} earlyReads={earlyReads} />
        </AppErrorBoundary>
      </StrictMode>,
    );
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
