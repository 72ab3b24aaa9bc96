import type { ApiErrorBody, Paged, User } from '@admin-hub/domain/entities';
import { entityTag } from '@admin-hub/domain/entityTag';
import { describe, expect, it } from 'vitest';
import { DEFAULT_API_URLS, type ApiUrls } from '../config.ts';
import { getDatabase } from '../db/database.ts';
import { ACME_COMPANY_ID, DEMO_SUPER_ADMIN, DEMO_USER } from '../demoAccounts.ts';
import { apiAs, useMockApi } from '../testing/mockApi.ts';
import { createTestToken } from '../tokens.ts';
import { CHANGED_MESSAGE } from './ifMatch.ts';

// Issue 36, proposed: a PUT carrying If-Match is refused (409) when the record changed since.
useMockApi();
const superAdmin = apiAs(DEMO_SUPER_ADMIN.id);
const userPath = `/users/${encodeURIComponent(DEMO_USER.id)}`;

async function put(api: keyof ApiUrls, path: string, body: unknown, ifMatch?: string) {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Authorization: `Bearer ${createTestToken(DEMO_SUPER_ADMIN.id)}`,
  };
  if (ifMatch !== undefined) headers['If-Match'] = ifMatch;
  const response = await fetch(`${DEFAULT_API_URLS[api]}${path}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

const jordan = async (): Promise<User> => {
  const page = await superAdmin.get<Paged<User>>(`/users?search=${DEMO_USER.email}`);
  return page.body.data.find((user) => user.id === DEMO_USER.id)!;
};

interface Guarded {
  api: keyof ApiUrls;
  path: string;
  /** The record as the spec's read answers it: what the hub's If-Match is computed from. */
  current: () => Promise<unknown>;
  /** A change that differs from the seed, and another to make "meanwhile". */
  body: () => unknown;
  meanwhile: () => unknown;
}

const credits = (downloadCredits: number) => ({ downloadCredits, requestCredits: 5 });

const GUARDED: Record<string, Guarded> = {
  'PUT /users/:id': {
    api: 'main',
    path: userPath,
    current: jordan,
    body: () => ({ ...getDatabase().users.get(DEMO_USER.id)!, lastName: 'Mine' }),
    meanwhile: () => ({ ...getDatabase().users.get(DEMO_USER.id)!, firstName: 'Theirs' }),
  },
  'PUT /companies/:id': {
    api: 'main',
    path: `/companies/${ACME_COMPANY_ID}`,
    current: async () => (await superAdmin.get(`/companies/${ACME_COMPANY_ID}`)).body,
    body: () => ({
      name: 'Acme Mine',
      signManufacturerId: null,
      manufacturerSignupType: 'standard',
    }),
    meanwhile: () => ({
      name: 'Acme Theirs',
      signManufacturerId: null,
      manufacturerSignupType: 'standard',
    }),
  },
  'PUT /companies/:id/mfa-status': {
    api: 'main',
    path: `/companies/${ACME_COMPANY_ID}/mfa-status`,
    current: async () => (await superAdmin.get(`/companies/${ACME_COMPANY_ID}`)).body,
    body: () => ({ isMfaEnabled: true }),
    meanwhile: () => ({ isMfaEnabled: true }),
  },
  'content:PUT /company/:id/credits': {
    api: 'content',
    path: `/company/${ACME_COMPANY_ID}/credits`,
    current: async () => (await superAdmin.get(`/company/${ACME_COMPANY_ID}`, 'content')).body,
    body: () => credits(1),
    meanwhile: () => credits(2),
  },
  'content:PUT /company/:id/subscriber-user': {
    api: 'content',
    path: `/company/${ACME_COMPANY_ID}/subscriber-user`,
    current: async () => (await superAdmin.get(`/company/${ACME_COMPANY_ID}`, 'content')).body,
    body: () => ({ subscriberAuthId: DEMO_USER.id }),
    meanwhile: () => ({ subscriberAuthId: 'auth0|acme-staff-1' }),
  },
  'scheduler:PUT /users/:userId/signs/permissions': {
    api: 'scheduler',
    path: `${userPath}/signs/permissions`,
    current: async () => (await superAdmin.get(`${userPath}/signs/permissions`, 'scheduler')).body,
    body: () => ({ signIds: [1] }),
    meanwhile: () => ({ signIds: [2] }),
  },
};

describe.each(Object.entries(GUARDED))('If-Match on %s', (_id, call) => {
  it('applies the change without the header, as the spec has it', async () => {
    expect((await put(call.api, call.path, call.body())).status).toBe(200);
  });

  it('applies the change when the header names the version read', async () => {
    const tag = entityTag(await call.current());
    expect((await put(call.api, call.path, call.body(), tag)).status).toBe(200);
  });

  it('refuses with 409, changing nothing, when someone else changed it since', async () => {
    const tag = entityTag(await call.current());
    expect((await put(call.api, call.path, call.meanwhile())).status).toBe(200);
    const held = await call.current();
    const answer = await put(call.api, call.path, call.body(), tag);
    expect(answer).toEqual({ status: 409, body: { message: CHANGED_MESSAGE } });
    expect(await call.current()).toEqual(held);
    // A refused change, in the record like any other.
    expect(getDatabase().activity.at(-1)).toMatchObject({ ok: false, status: 409, changes: [] });
  });
});

describe('If-Match and ETag', () => {
  it('accepts * and any one of several versions', async () => {
    const { api, path, body, current } = GUARDED['content:PUT /company/:id/credits']!;
    expect((await put(api, path, body(), '*')).status).toBe(200);
    const tag = entityTag(await current());
    expect((await put(api, path, credits(3), `"0000", ${tag}`)).status).toBe(200);
  });

  it('checks the version only once the call is otherwise allowed', async () => {
    const answer = await put('main', userPath, { email: 'not an email' }, '"stale"');
    expect(answer.status).toBe(422);
    expect((answer.body as ApiErrorBody).message).not.toBe(CHANGED_MESSAGE);
  });

  it.each([
    ['main', `/companies/${ACME_COMPANY_ID}`],
    ['content', `/company/${ACME_COMPANY_ID}`],
    ['scheduler', `${userPath}/signs/permissions`],
  ] as const)('answers the read %s %s with the ETag of its body', async (api, path) => {
    const response = await fetch(`${DEFAULT_API_URLS[api]}${path}`, {
      headers: { Authorization: `Bearer ${createTestToken(DEMO_SUPER_ADMIN.id)}` },
    });
    expect(response.headers.get('ETag')).toBe(entityTag(await response.json()));
  });
});
