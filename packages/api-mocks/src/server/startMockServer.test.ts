import { createServer, type Server } from 'node:http';
import type { ActivityPage } from '@admin-hub/domain/activity';
import { entityTag } from '@admin-hub/domain/entityTag';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_AUDIENCE, type ApiUrls } from '../config.ts';
import { resetDatabase } from '../db/database.ts';
import { DEMO_ADMIN, DEMO_SUPER_ADMIN, DEMO_USER } from '../demoAccounts.ts';
import { createTestToken } from '../tokens.ts';
import { startMockServer, type RunningMockServer } from './startMockServer.ts';

// The mocks engineer's own ports (4101-4103), plus 4104 for a stand-in identity provider.
const URLS: ApiUrls = {
  main: 'http://localhost:4101/api',
  content: 'http://localhost:4102/api',
  scheduler: 'http://localhost:4103/api',
};
const ISSUER = 'http://localhost:4104/';
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('startMockServer without verification', () => {
  let server: RunningMockServer;
  beforeAll(async () => {
    resetDatabase();
    server = await startMockServer({ urls: URLS, verify: false });
  });
  afterAll(() => server.close());

  it('serves each API on its own port', async () => {
    const me = await fetch(`${URLS.main}/users/me`, {
      headers: bearer(createTestToken(DEMO_ADMIN.id)),
    });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: DEMO_ADMIN.email });
    const content = await fetch(`${URLS.content}/company/1`, {
      headers: bearer(createTestToken(DEMO_ADMIN.id)),
    });
    expect(content.status).toBe(200);
    const signs = await fetch(`${URLS.scheduler}/signs?companyId=1`, {
      headers: bearer(createTestToken(DEMO_ADMIN.id)),
    });
    expect(signs.status).toBe(200);
    // The content API does not answer the main API's calls.
    expect(
      (await fetch(`${URLS.content}/users/me`, { headers: bearer(createTestToken(DEMO_ADMIN.id)) }))
        .status,
    ).toBe(404);
  });

  it('reads JSON bodies of writes', async () => {
    const response = await fetch(`${URLS.main}/companies/1/mfa-status`, {
      method: 'PUT',
      headers: { ...bearer(createTestToken(DEMO_ADMIN.id)), 'Content-Type': 'application/json' },
      body: JSON.stringify({ isMfaEnabled: true }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ isMfaEnabled: true });
  });

  it('answers a CORS preflight from the app with credentials allowed', async () => {
    const response = await fetch(`${URLS.main}/users`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'Authorization,Content-Type,If-Match',
    );
  });

  it("lets the app read a version's ETag and send If-Match (proposed, issue 36)", async () => {
    const token = createTestToken(DEMO_SUPER_ADMIN.id);
    const read = await fetch(`${URLS.content}/company/1`, {
      headers: { Origin: 'http://localhost:5173', ...bearer(token) },
    });
    expect(read.headers.get('access-control-expose-headers')).toBe('ETag');
    const tag = read.headers.get('etag');
    expect(tag).toBe(entityTag(await read.json()));
    const stale = await fetch(`${URLS.content}/company/1/credits`, {
      method: 'PUT',
      headers: { ...bearer(token), 'Content-Type': 'application/json', 'If-Match': '"0"' },
      body: JSON.stringify({ downloadCredits: 1, requestCredits: 1 }),
    });
    expect(stale.status).toBe(409);
  });

  it('records a change on the content and scheduler APIs in the one activity the main API reads', async () => {
    const token = createTestToken(DEMO_SUPER_ADMIN.id);
    const json = { ...bearer(token), 'Content-Type': 'application/json' };
    await fetch(`${URLS.content}/company/1/credits`, {
      method: 'PUT',
      headers: json,
      body: JSON.stringify({ downloadCredits: 11, requestCredits: 12 }),
    });
    await fetch(`${URLS.scheduler}/users/${encodeURIComponent(DEMO_USER.id)}/signs/permissions`, {
      method: 'PUT',
      headers: json,
      body: JSON.stringify({ signIds: [1] }),
    });
    const activity = await fetch(`${URLS.main}/activity`, { headers: bearer(token) });
    const { data } = (await activity.json()) as ActivityPage;
    expect(data.slice(0, 2).map(({ kind, ok }) => ({ kind, ok }))).toEqual([
      { kind: 'user.signPermissionsUpdated', ok: true },
      { kind: 'company.creditsUpdated', ok: true },
    ]);
  });

  it('does not allow a foreign origin', async () => {
    const response = await fetch(`${URLS.main}/users/me`, {
      headers: { Origin: 'https://evil.example', ...bearer(createTestToken(DEMO_ADMIN.id)) },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('startMockServer verifying tokens', () => {
  let server: RunningMockServer;
  let jwks: Server;
  let sign: (sub: string, audience?: string) => Promise<string>;
  beforeAll(async () => {
    resetDatabase();
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'test', alg: 'RS256', use: 'sig' };
    jwks = createServer((_, response) => {
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => jwks.listen(4104, resolve));
    sign = (sub, audience = API_AUDIENCE) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'RS256', kid: 'test' })
        .setSubject(sub)
        .setIssuer(ISSUER)
        .setAudience(audience)
        .setExpirationTime('5m')
        .sign(privateKey);
    server = await startMockServer({
      urls: URLS,
      auth: { jwksUrl: `${ISSUER}.well-known/jwks.json`, issuer: ISSUER, audience: API_AUDIENCE },
    });
  });
  afterAll(async () => {
    await server.close();
    await new Promise((resolve) => jwks.close(resolve));
  });

  it('accepts an RS256 token signed by the identity provider', async () => {
    const response = await fetch(`${URLS.main}/users/me`, {
      headers: bearer(await sign(DEMO_SUPER_ADMIN.id)),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: DEMO_SUPER_ADMIN.id });
  });

  it('refuses unsigned test tokens and tokens for another audience', async () => {
    expect(
      (
        await fetch(`${URLS.main}/users/me`, {
          headers: bearer(createTestToken(DEMO_SUPER_ADMIN.id)),
        })
      ).status,
    ).toBe(401);
    const foreign = await sign(DEMO_SUPER_ADMIN.id, 'https://other.example');
    expect((await fetch(`${URLS.main}/users/me`, { headers: bearer(foreign) })).status).toBe(401);
  });
});
