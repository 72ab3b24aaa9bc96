import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../demoAccounts.ts';
import { runFaultsCommand } from '../server/faultsCommand.ts';
import { IDP_DEFAULTS, startIdentityProvider } from './createIdentityProvider.ts';
import { SESSION_GENERATION_CLAIM } from './sessionControl.ts';
import type { RunningIdentityProvider } from './createIdentityProvider.ts';

const APP_ORIGIN = 'http://localhost:5173';

// The authorization-code flow the Auth0 SDK runs, driven over HTTP with a hand-kept cookie jar.
class Browser {
  private readonly cookies = new Map<string, string>();

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('Cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const separator = pair.indexOf('=');
      this.cookies.set(pair.slice(0, separator), pair.slice(separator + 1));
    }
    return response;
  }
}

const location = (response: Response, base: string): string => {
  const header = response.headers.get('Location');
  if (!header) throw new Error(`Expected a redirect, got ${response.status}`);
  return new URL(header, base).toString();
};

const postForm = (browser: Browser, url: string, form: Record<string, string>): Promise<Response> =>
  browser.fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });

describe('the local identity provider', () => {
  let provider: RunningIdentityProvider;
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');

  beforeAll(async () => {
    provider = await startIdentityProvider({ port: 0, keyFile: null, sessionFile: null });
  });
  afterAll(() => provider.close());

  const authorizeUrl = (): string =>
    `${provider.issuer}authorize?${new URLSearchParams({
      client_id: IDP_DEFAULTS.clientId,
      redirect_uri: APP_ORIGIN,
      response_type: 'code',
      response_mode: 'query',
      scope: 'openid profile email offline_access',
      audience: IDP_DEFAULTS.audience,
      state: 'state-1',
      nonce: 'nonce-1',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    }).toString()}`;

  async function openSignInPage(browser: Browser): Promise<{ url: string; html: string }> {
    const url = location(await browser.fetch(authorizeUrl()), provider.issuer);
    const page = await browser.fetch(url);
    return { url, html: await page.text() };
  }

  async function signIn(browser: Browser, email: string): Promise<string> {
    const { url } = await openSignInPage(browser);
    const resume = location(await postForm(browser, url, { email, action: 'sign-in' }), url);
    const callback = new URL(location(await browser.fetch(resume), resume));
    expect(callback.origin).toBe(APP_ORIGIN);
    expect(callback.searchParams.get('state')).toBe('state-1');
    const code = callback.searchParams.get('code');
    if (!code) throw new Error(`No code in ${callback.toString()}`);
    return code;
  }

  const exchange = (browser: Browser, form: Record<string, string>) =>
    postForm(browser, `${provider.issuer}oauth/token`, {
      client_id: IDP_DEFAULTS.clientId,
      ...form,
    });

  it('shows a sign-in page with an Email field, a Sign in button and the demo accounts', async () => {
    const { html } = await openSignInPage(new Browser());
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toMatch(/<button type="submit"[^>]*>Sign in<\/button>/);
    for (const account of DEMO_ACCOUNTS) expect(html).toContain(`data-email="${account.email}"`);
  });

  it('refuses an unknown email with an error and keeps what was typed', async () => {
    const browser = new Browser();
    const { url } = await openSignInPage(browser);
    const response = await postForm(browser, url, {
      email: 'nobody@example.com',
      action: 'sign-in',
    });
    expect(response.status).toBe(401);
    const html = await response.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('No account found for nobody@example.com.');
    expect(html).toContain('value="nobody@example.com"');
  });

  it.each(DEMO_ACCOUNTS)('issues RS256 tokens for the audience to $email', async (account) => {
    const browser = new Browser();
    const code = await signIn(browser, account.email);
    const response = await exchange(browser, {
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: APP_ORIGIN,
    });
    expect(response.status).toBe(200);
    const tokens = (await response.json()) as {
      access_token: string;
      id_token: string;
      refresh_token?: string;
    };

    const jwks = createRemoteJWKSet(new URL(provider.jwksUri));
    const { payload, protectedHeader } = await jwtVerify(tokens.access_token, jwks, {
      issuer: provider.issuer,
      audience: IDP_DEFAULTS.audience,
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload.sub).toBe(account.id);
    expect(decodeJwt(tokens.id_token)).toMatchObject({
      sub: account.id,
      email: account.email,
      iss: provider.issuer,
    });
    expect(decodeJwt(tokens.id_token).name).toEqual(expect.any(String));
    expect(tokens.refresh_token).toEqual(expect.any(String));
  });

  it('renews tokens with the refresh token, without a consent step', async () => {
    const browser = new Browser();
    const code = await signIn(browser, DEMO_ACCOUNTS[0]?.email ?? '');
    const first = (await (
      await exchange(browser, {
        grant_type: 'authorization_code',
        code,
        code_verifier: verifier,
        redirect_uri: APP_ORIGIN,
      })
    ).json()) as { refresh_token: string };
    const renewed = await exchange(browser, {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
    });
    expect(renewed.status).toBe(200);
    const { access_token: accessToken } = (await renewed.json()) as { access_token: string };
    expect(decodeJwt(accessToken).aud).toBe(IDP_DEFAULTS.audience);
  });

  it("allows the app's origin and the SDK's Auth0-Client header on the token endpoint", async () => {
    const response = await fetch(`${provider.issuer}oauth/token`, {
      method: 'OPTIONS',
      headers: {
        Origin: APP_ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'auth0-client,content-type',
      },
    });
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(APP_ORIGIN);
    expect(response.headers.get('Access-Control-Allow-Headers')).toContain('auth0-client');
  });

  it('sends the user back to returnTo after logout at /v2/logout', async () => {
    const browser = new Browser();
    await signIn(browser, DEMO_ACCOUNTS[1]?.email ?? '');
    const logoutUrl = `${provider.issuer}v2/logout?${new URLSearchParams({
      client_id: IDP_DEFAULTS.clientId,
      returnTo: `${APP_ORIGIN}/`,
    }).toString()}`;
    const confirmation = await (await browser.fetch(logoutUrl)).text();
    const action = /action="([^"]+)"/.exec(confirmation)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirmation)?.[1];
    if (!action || !xsrf) throw new Error('No logout form');
    const confirmUrl = new URL(action, provider.issuer).toString();
    const done = await postForm(browser, confirmUrl, { xsrf, logout: 'yes' });
    expect(location(done, confirmUrl)).toBe(`${APP_ORIGIN}/`);
  });

  describe('the demo session switches at /__session', () => {
    const tokensFor = async (browser: Browser, email: string) =>
      (await (
        await exchange(browser, {
          grant_type: 'authorization_code',
          code: await signIn(browser, email),
          code_verifier: verifier,
          redirect_uri: APP_ORIGIN,
        })
      ).json()) as { access_token: string; refresh_token: string };

    it('ends every session: refresh tokens stop working and a new sign-in is asked for', async () => {
      const browser = new Browser();
      const { refresh_token: refreshToken } = await tokensFor(
        browser,
        DEMO_ACCOUNTS[0]?.email ?? '',
      );
      const before = Date.now();
      const ended = await fetch(`${provider.issuer}__session/end`, { method: 'POST' });
      expect(ended.status).toBe(200);
      expect(provider.sessions.settings.endedAt).toBeGreaterThan(before - 1000);

      const renewal = await exchange(browser, {
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
      });
      expect(renewal.status).toBe(400);
      expect(((await renewal.json()) as { error: string }).error).toBe('invalid_grant');
      // The same browser's session is gone too: the provider asks for the sign-in page again.
      const { html } = await openSignInPage(browser);
      expect(html).toContain('<label for="email">Email</label>');
    });

    it('prefills the email of login_hint on the sign-in page', async () => {
      const browser = new Browser();
      const url = location(
        await browser.fetch(
          `${authorizeUrl()}&login_hint=${encodeURIComponent('admin@acme.example')}`,
        ),
        provider.issuer,
      );
      expect(await (await browser.fetch(url)).text()).toContain('value="admin@acme.example"');
    });

    it('sets the lifetime of new access tokens, refusing nonsense', async () => {
      const set = (body: unknown) =>
        fetch(`${provider.issuer}__session/token-lifetime`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
      expect((await set({ seconds: 'soon' })).status).toBe(400);
      expect((await set({ seconds: 2 })).status).toBe(400);
      expect((await set({ seconds: 30 })).status).toBe(200);
      const { access_token: accessToken } = await tokensFor(
        new Browser(),
        DEMO_ACCOUNTS[1]?.email ?? '',
      );
      const { iat = 0, exp = 0, ...claims } = decodeJwt(accessToken);
      expect(exp - iat).toBe(30);
      // The generation the mock APIs compare with theirs: a later end of sessions refuses it.
      expect(claims[SESSION_GENERATION_CLAIM]).toBe(provider.sessions.settings.generation);
      expect(await (await fetch(`${provider.issuer}__session`)).json()).toMatchObject({
        accessTokenSeconds: 30,
      });
    });

    it('is switched by npm run faults -- end-session / token-lifetime', async () => {
      const lines: string[] = [];
      const run = (...args: string[]) =>
        runFaultsCommand(args, {
          sessionUrl: `${provider.issuer}__session`,
          write: (line) => lines.push(line),
        });
      expect(await run('token-lifetime', '45')).toBe(0);
      expect(provider.sessions.settings.accessTokenSeconds).toBe(45);
      expect(await run('token-lifetime', 'x')).toBe(1);
      expect(await run('end-session')).toBe(0);
      expect(lines).toEqual([
        'New access tokens live 45 s.',
        'The token lifetime must be a whole number of seconds, at least 5.',
        'Every session ended: each open tab of the hub is asked to sign in again at its next call.',
      ]);
    });

    it('redirects a form post of the fault panel back to it, and only to this machine', async () => {
      const post = (returnTo: string) =>
        fetch(`${provider.issuer}__session/end`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ returnTo }).toString(),
          redirect: 'manual',
        });
      const back = await post('http://localhost:4004/faults');
      expect(back.status).toBe(303);
      expect(back.headers.get('Location')).toBe('http://localhost:4004/faults');
      expect((await post('https://evil.example/')).status).toBe(200);
    });
  });
});
