/**
 * `npm start`: the whole demo in one process, with no configuration and no network:
 * the local identity provider (http://localhost:4000), the mock HTTP APIs
 * (http://localhost:4001-4003), a local page standing in for the marketing site and the
 * other apps it links to (http://localhost:4004) and the app (http://localhost:5173). The app reads
 * its demo configuration from packages/app/public/config.json.
 *
 *   tsx scripts/start-demo.ts            the app's Vite dev server
 *   tsx scripts/start-demo.ts --preview  a production build served by `vite preview` (end-to-end tests)
 *
 * Ctrl-C (or SIGTERM) stops everything.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build, createServer, preview } from 'vite';
import { startIdentityProvider } from '../packages/api-mocks/src/idp/createIdentityProvider.ts';
import { createDatabaseAccountDirectory } from '../packages/api-mocks/src/idp/createDatabaseAccountDirectory.ts';
import { startMockServer } from '../packages/api-mocks/src/server/startMockServer.ts';
import { startStandInSite } from '../packages/api-mocks/src/server/startStandInSite.ts';
import { parseConfig } from '../packages/app/src/config/parseConfig.ts';

const APP_ROOT = resolve(import.meta.dirname, '../packages/app');
const usePreview = process.argv.includes('--preview');

const config = parseConfig(
  JSON.parse(readFileSync(resolve(APP_ROOT, 'public/config.json'), 'utf8')),
);
const identityProviderUrl = new URL(config.auth0.domain);
const stops: (() => Promise<void>)[] = [];

async function startApp(): Promise<string> {
  const viteOptions = { root: APP_ROOT, clearScreen: false, logLevel: 'warn' as const };
  if (usePreview) {
    await build(viteOptions);
    const server = await preview(viteOptions);
    stops.push(() => server.close());
    return server.resolvedUrls?.local[0] ?? 'http://localhost:5173/';
  }
  const server = await createServer(viteOptions);
  await server.listen();
  stops.push(() => server.close());
  return server.resolvedUrls?.local[0] ?? 'http://localhost:5173/';
}

async function stopAll(): Promise<void> {
  // Last started, first stopped: the app goes before the servers it calls.
  for (const stop of stops.reverse()) {
    await stop().catch((error: unknown) => console.error(error));
  }
}

async function main(): Promise<void> {
  const identityProvider = await startIdentityProvider({
    port: Number(identityProviderUrl.port),
    clientId: config.auth0.clientId,
    audience: config.auth0.audience,
    postLogoutRedirectUris: [config.links.marketingSite],
    productName: config.productName,
  });
  stops.push(() => identityProvider.close());

  const mockServer = await startMockServer({
    urls: config.api,
    auth: {
      jwksUrl: identityProvider.jwksUri,
      issuer: identityProvider.issuer,
      audience: config.auth0.audience,
    },
  });
  stops.push(() => mockServer.close());

  // The marketing site and the other apps the hub links to, when the config points them here.
  const standIn = new URL(config.links.marketingSite);
  if (standIn.hostname === 'localhost') {
    const site = await startStandInSite({
      port: Number(standIn.port),
      // The app's Vite config pins port 5173 (strictPort).
      appUrl: 'http://localhost:5173/home',
      productName: config.productName,
    });
    stops.push(() => site.close());
  }

  const appUrl = (await startApp()).replace(/\/$/, '');
  const accounts = createDatabaseAccountDirectory().listDemoAccounts();
  process.stdout.write(
    [
      '',
      `Admin hub demo: open ${appUrl}`,
      '',
      'Sign in at the local identity provider with one of the demo accounts:',
      ...accounts.map((account) => `  ${account.email.padEnd(26)} ${account.description ?? ''}`),
      '',
      `Identity provider ${identityProvider.issuer} · mock APIs ${Object.values(config.api).join(', ')}`,
      'Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
}

let stopping = false;
const shutdown = (code: number) => (): void => {
  if (stopping) return;
  stopping = true;
  void stopAll().finally(() => process.exit(code));
};
process.on('SIGINT', shutdown(0));
process.on('SIGTERM', shutdown(0));

main().catch((error: unknown) => {
  console.error('The demo could not start:', error instanceof Error ? error.message : error);
  shutdown(1)();
});
