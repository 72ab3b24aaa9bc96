import { createDatabaseAccountDirectory } from './createDatabaseAccountDirectory.ts';
import { IDP_DEFAULTS, startIdentityProvider } from './createIdentityProvider.ts';

// `npm run idp`: the provider alone, e.g. beside `npm run mock-server` and the app's dev server.
const port = Number(process.env.IDP_PORT ?? IDP_DEFAULTS.port);
const provider = await startIdentityProvider({ port });

const accounts = createDatabaseAccountDirectory().listDemoAccounts();
process.stdout.write(
  [
    `Local identity provider: ${provider.issuer}`,
    `Demo accounts: ${accounts.map((account) => account.email).join(', ')}`,
    '',
  ].join('\n'),
);

const stop = (): void => {
  void provider.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
