/**
 * `npm start`: the whole demo in one process, with no configuration and no network:
 * the local identity provider (http://localhost:4000), the mock HTTP APIs
 * (http://localhost:4001-4003), a local page standing in for the marketing site and the
 * other apps it links to (http://localhost:4004) and the app (http://localhost:5173). The app reads
 * its demo configuration from packages/app/public/config.json.
 *
 *   tsx scripts/start-demo.ts            the app's Vite dev server
 *   tsx scripts/start-demo.ts --preview  a production build served by `vite preview` (end-to-end tests)
 *   … --preview --reuse-build            serves packages/app/dist as it is (`npm test` built it just before)
 *   … --token-lifetime 30                access tokens live 30 s (default an hour), to try a session
 *                                        that ends; the fault panel and `npm run faults` change it too
 *
 * Ctrl-C (or SIGTERM) stops everything.
 */
import { existsSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { resolve } from 'node:path';
import { build, createServer, preview } from 'vite';
import { includeScaleCompany } from '../packages/api-mocks/src/db/database.ts';
import { startIdentityProvider } from '../packages/api-mocks/src/idp/createIdentityProvider.ts';
import { createDatabaseAccountDirectory } from '../packages/api-mocks/src/idp/createDatabaseAccountDirectory.ts';
import { startMockServer } from '../packages/api-mocks/src/server/startMockServer.ts';
import { startStandInSite } from '../packages/api-mocks/src/server/startStandInSite.ts';
import { parseConfig } from '../packages/app/src/config/parseConfig.ts';

const APP_ROOT = resolve(import.meta.dirname, '../packages/app');
const usePreview = process.argv.includes('--preview');
const reuseBuild = process.argv.includes('--reuse-build');
const tokenLifetimeArg = process.argv.indexOf('--token-lifetime');
const accessTokenSeconds =
  tokenLifetimeArg === -1 ? undefined : Number(process.argv[tokenLifetimeArg + 1]);

const config = parseConfig(
  JSON.parse(readFileSync(resolve(APP_ROOT, 'public/config.json'), 'utf8')),
);
const identityProviderUrl = new URL(config.auth0.domain);
const stops: (() => Promise<void>)[] = [];

// The app's Vite config pins port 5173 (strictPort).
const APP_PORT = 5173;

/** The fixed ports the demo listens on, and what each is for. */
function demoPorts(): { port: number; what: string }[] {
  const ports = [
    { port: Number(identityProviderUrl.port), what: 'the identity provider' },
    ...Object.entries(config.api).map(([name, url]) => ({
      port: Number(new URL(url).port),
      what: `the mock ${name} API`,
    })),
    { port: APP_PORT, what: 'the app' },
  ];
  const standIn = new URL(config.links.marketingSite);
  if (standIn.hostname === 'localhost') {
    ports.push({ port: Number(standIn.port), what: 'the stand-in marketing site' });
  }
  return ports;
}

/** True when something on this machine accepts connections on `port` (IPv4 or IPv6 localhost). */
function portTaken(port: number): Promise<boolean> {
  const tryHost = (host: string) =>
    new Promise<boolean>((done) => {
      const socket = connect({ port, host });
      socket.setTimeout(1000);
      socket.once('connect', () => {
        socket.destroy();
        done(true);
      });
      socket.once('timeout', () => {
        socket.destroy();
        done(false);
      });
      socket.once('error', () => done(false));
    });
  return Promise.all([tryHost('127.0.0.1'), tryHost('::1')]).then((answers) =>
    answers.some(Boolean),
  );
}

/** Stops with a plain message, not a stack trace, when a port the demo needs is in use. */
async function checkPorts(): Promise<void> {
  const taken: { port: number; what: string }[] = [];
  for (const entry of demoPorts()) if (await portTaken(entry.port)) taken.push(entry);
  if (taken.length === 0) return;
  const list = taken.map(({ port, what }) => `${port} (${what})`).join(', ');
  console.error(
    [
      `The demo cannot start: port${taken.length > 1 ? 's' : ''} ${list} ${taken.length > 1 ? 'are' : 'is'} already in use.`,
      'Another demo, dev server or end-to-end run is probably still running: stop it (Ctrl-C in its',
      `terminal; \`ss -ltnp\` shows which process listens on ${taken.length > 1 ? 'them' : 'it'}), then run npm start again.`,
    ].join('\n'),
  );
  process.exit(1);
}

async function startApp(): Promise<string> {
  const viteOptions = { root: APP_ROOT, clearScreen: false, logLevel: 'warn' as const };
  if (usePreview) {
    if (!(reuseBuild && existsSync(resolve(APP_ROOT, 'dist/index.html')))) await build(viteOptions);
    const server = await preview(viteOptions);
    stops.push(() => server.close());
    return server.resolvedUrls?.local[0] ?? `http://localhost:${APP_PORT}/`;
  }
  const server = await createServer(viteOptions);
  await server.listen();
  stops.push(() => server.close());
  return server.resolvedUrls?.local[0] ?? `http://localhost:${APP_PORT}/`;
}

async function stopAll(): Promise<void> {
  // Last started, first stopped: the app goes before the servers it calls.
  for (const stop of stops.reverse()) {
    await stop().catch((error: unknown) => console.error(error));
  }
}

async function main(): Promise<void> {
  await checkPorts();
  includeScaleCompany();
  const app = usePreview
    ? `a production build of the app${reuseBuild ? '' : ' (building first)'}`
    : 'the app';
  process.stdout.write(
    `Starting the demo: identity provider, mock APIs, stand-in site and ${app}…\n`,
  );
  const identityProvider = await startIdentityProvider({
    port: Number(identityProviderUrl.port),
    clientId: config.auth0.clientId,
    audience: config.auth0.audience,
    postLogoutRedirectUris: [config.links.marketingSite],
    productName: config.productName,
    accessTokenSeconds,
  });
  stops.push(() => identityProvider.close());

  const mockServer = await startMockServer({
    urls: config.api,
    auth: {
      jwksUrl: identityProvider.jwksUri,
      issuer: identityProvider.issuer,
      audience: config.auth0.audience,
      // Tokens issued before the provider ended every session are refused (401) at once.
      sessionGeneration: () => identityProvider.sessions.settings.generation,
    },
  });
  stops.push(() => mockServer.close());

  // The marketing site and the other apps the hub links to, when the config points them here.
  const standIn = new URL(config.links.marketingSite);
  if (standIn.hostname === 'localhost') {
    const site = await startStandInSite({
      port: Number(standIn.port),
      appUrl: `http://localhost:${APP_PORT}/home`,
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
