import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { errors } from 'oidc-provider';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import type { AccountDirectory } from './IdentityAccount.ts';
import { createSessionStore } from './createSessionStore.ts';
import { createDatabaseAccountDirectory } from './createDatabaseAccountDirectory.ts';
import { handleSignInInteraction } from './handleSignInInteraction.ts';
import { loadProviderKeys } from './loadProviderKeys.ts';
import {
  SESSION_GENERATION_CLAIM,
  createSessionControl,
  sessionControlRoute,
} from './sessionControl.ts';
import type { SessionControl } from './sessionControl.ts';

export const IDP_DEFAULTS = {
  port: 4000,
  clientId: 'admin-hub-demo',
  audience: 'https://api.admin-hub.local',
  redirectOrigins: ['http://localhost:5173'],
  productName: 'Signage Studio',
} as const;

export interface IdentityProviderOptions {
  port?: number;
  clientId?: string;
  /** The API audience: the default resource, so every access token is an RS256 JWT for it. */
  audience?: string;
  /** Origins of the app; each may be redirected to at its root and at /login. */
  redirectOrigins?: readonly string[];
  /** Where logout may return to besides the app origins (the marketing site). */
  postLogoutRedirectUris?: readonly string[];
  /** Defaults to the users of the api-mocks database. */
  accounts?: AccountDirectory;
  /** Key file; `null` keeps generated keys in memory. Defaults to `packages/api-mocks/.idp-keys.json`. */
  keyFile?: string | null;
  /** Sessions, grants and tokens; `null` keeps them in memory. Defaults to a file in the OS temp folder. */
  sessionFile?: string | null;
  productName?: string;
  /** Lifetime of access tokens in seconds (default an hour); the control route changes it later. */
  accessTokenSeconds?: number;
}

export interface RunningIdentityProvider {
  /** `http://localhost:{port}/`: the Auth0 SDK's `domain` is this without the trailing slash. */
  issuer: string;
  jwksUri: string;
  /** The demo's session switches, also reachable over HTTP at `/__session`. */
  sessions: SessionControl;
  close(): Promise<void>;
}

/** The OIDC scopes the Auth0 SDK asks for; every grant is given all of them (there is no consent page). */
const OIDC_SCOPES = 'openid profile email offline_access';

/**
 * An OpenID Connect provider (panva's oidc-provider) shaped like Auth0's endpoints,
 * so the real `@auth0/auth0-spa-js` signs in against it with no code path of its own.
 */
function createIdentityProvider(options: IdentityProviderOptions = {}): {
  provider: Provider;
  sessions: SessionControl;
} {
  const port = options.port ?? IDP_DEFAULTS.port;
  const clientId = options.clientId ?? IDP_DEFAULTS.clientId;
  const audience = options.audience ?? IDP_DEFAULTS.audience;
  const origins = options.redirectOrigins ?? IDP_DEFAULTS.redirectOrigins;
  const accounts = options.accounts ?? createDatabaseAccountDirectory();
  const keys = loadProviderKeys(options.keyFile);

  const redirectUris = origins.flatMap((origin) => [origin, `${origin}/`, `${origin}/login`]);
  const logoutUris = [...origins, ...(options.postLogoutRedirectUris ?? [])].flatMap(
    withAndWithoutSlash,
  );

  const store = createSessionStore(options.sessionFile);
  // Ending the sessions leaves nothing a tab could renew its token with: no session for the
  // hidden frame, no refresh token, no grant.
  const sessions = createSessionControl(
    () => store.forget(['Session', 'Grant', 'RefreshToken', 'AccessToken', 'AuthorizationCode']),
    options.accessTokenSeconds,
  );

  const configuration: Configuration = {
    adapter: store,
    clients: [
      {
        client_id: clientId,
        client_name: options.productName ?? IDP_DEFAULTS.productName,
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [...new Set(redirectUris)],
        post_logout_redirect_uris: [...new Set(logoutUris)],
      },
    ],
    jwks: { keys: [keys.signingKey] },
    cookies: { keys: keys.cookieKeys },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Auth0 puts the profile in the ID token; the SDK reads the user from there, not from /userinfo.
    conformIdTokenClaims: false,
    findAccount: (_ctx, sub) => {
      const account = accounts.findById(sub);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: () => ({
          sub: account.id,
          email: account.email,
          email_verified: true,
          name: account.name,
        }),
      };
    },
    // The SDK's own routes (it builds them from its `domain`).
    routes: {
      authorization: '/authorize',
      token: '/oauth/token',
      end_session: '/v2/logout',
      jwks: '/.well-known/jwks.json',
      userinfo: '/userinfo',
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== audience) throw new errors.InvalidTarget();
          return {
            scope: 'read:admin-hub write:admin-hub',
            audience,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      // The SDK restores a session after reload through a hidden iframe with response_mode=web_message.
      webMessageResponseMode: { enabled: true, ack: 'individual-draft-01' },
      rpInitiatedLogout: {
        enabled: true,
        // The SDK's logout is a plain navigation with no confirmation step: submit the provider's form at once.
        logoutSource: (ctx, form) => {
          ctx.body = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Signing out</title></head>
<body><p>Signing out…</p>${form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>')}
<script>document.forms[0].submit()</script></body></html>`;
        },
      },
    },
    // oidc-provider drops `offline_access` unless the request says prompt=consent, which the
    // Auth0 SDK never does; Auth0 issues the refresh token anyway, so this provider does too.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // The demo's mock APIs refuse a token issued before the last "end every session".
    extraTokenClaims: () => ({ [SESSION_GENERATION_CLAIM]: sessions.settings.generation }),
    // No consent page: every signed-in account is granted the app's scopes.
    loadExistingGrant: async (ctx) => {
      const { client, account, session } = ctx.oidc;
      if (!client || !account || !session) return undefined;
      const grantId = session.grantIdFor(client.clientId);
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      const grant =
        existing ??
        new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: account.accountId });
      grant.addOIDCScope(OIDC_SCOPES);
      grant.addOIDCClaims(['email', 'email_verified', 'name']);
      grant.addResourceScope(audience, 'read:admin-hub write:admin-hub');
      await grant.save();
      return grant;
    },
    clientBasedCORS: (_ctx, origin) => origins.includes(origin),
    pkce: { required: () => true },
    ttl: {
      // Read at each issue, so the demo's switch takes effect on the next token.
      AccessToken: () => sessions.settings.accessTokenSeconds,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Grant: 14 * 24 * 60 * 60,
      Session: 14 * 24 * 60 * 60,
      RefreshToken: 14 * 24 * 60 * 60,
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Sign-in error</title></head>
<body><main><h1>Sign-in error</h1><p>${escapeText(out.error)}: ${escapeText(out.error_description ?? '')}</p></main></body></html>`;
    },
  };

  const provider = new Provider(`http://localhost:${port}/`, configuration);
  provider.use(sessionControlRoute(sessions));
  provider.use(renameLogoutReturnTo);
  provider.use(
    handleSignInInteraction(provider, accounts, options.productName ?? IDP_DEFAULTS.productName),
  );
  return { provider, sessions };
}

/** Starts the provider on `localhost:{port}`; port 0 picks a free port (tests). */
export async function startIdentityProvider(
  options: IdentityProviderOptions = {},
): Promise<RunningIdentityProvider> {
  // Listen first: the issuer names the port, and port 0 is only known once bound.
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? IDP_DEFAULTS.port, 'localhost', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const { provider, sessions } = createIdentityProvider({ ...options, port });
  const handle = provider.callback();
  // Koa's handler settles its own errors; its promise carries nothing to wait for.
  server.on(
    'request',
    (request: IncomingMessage, response: ServerResponse) => void handle(request, response),
  );
  const issuer = `http://localhost:${port}/`;
  return {
    issuer,
    jwksUri: `${issuer}.well-known/jwks.json`,
    sessions,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
        server.closeAllConnections();
      }),
  };
}

/** Auth0's logout takes `returnTo`; OpenID Connect's takes `post_logout_redirect_uri`. */
async function renameLogoutReturnTo(
  ctx: KoaContextWithOIDC,
  next: () => Promise<void>,
): Promise<void> {
  if (ctx.path === '/v2/logout') {
    const params = new URLSearchParams(ctx.querystring);
    const returnTo = params.get('returnTo');
    if (returnTo !== null && !params.has('post_logout_redirect_uri')) {
      params.delete('returnTo');
      params.set('post_logout_redirect_uri', returnTo);
      ctx.querystring = params.toString();
    }
  }
  await next();
}

function withAndWithoutSlash(uri: string): string[] {
  const bare = uri.replace(/\/+$/, '');
  return [bare, `${bare}/`];
}

const escapeText = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
