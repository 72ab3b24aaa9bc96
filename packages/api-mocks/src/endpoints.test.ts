import { ACTIVITY_KINDS } from '@admin-hub/domain/activity';
import { describe, expect, it } from 'vitest';
import { ENDPOINT_IDS, ENDPOINTS, type Endpoint, type EndpointId } from './endpoints.ts';
import { createHandlers } from './handlers/createHandlers.ts';
import { apiAs, useMockApi } from './testing/mockApi.ts';
import { DEMO_SUPER_ADMIN } from './demoAccounts.ts';

/** Spec §7, transcribed call by call: the list the mocks are checked against. */
const SPEC_CALLS = [
  'main GET /users/me',
  'main POST /users',
  'main GET /users',
  'main PUT /users/{id}',
  'main DELETE /users/{id}',
  'main POST /users/{id}/password-reset-link',
  'main POST /users/{id}/send-invite-email',
  'main POST /users/{id}/send-password-reset-email',
  'main POST /users/{id}/set-emulate',
  'main POST /users/clear-emulate',
  'main GET /users/{id}/mfa-devices',
  'main DELETE /users/{id}/mfa-devices/{deviceId}',
  'main POST /companies',
  'main GET /companies',
  'main GET /companies/{id}',
  'main PUT /companies/{id}',
  'main DELETE /companies/{id}',
  'main PUT /companies/{id}/mfa-status',
  'main GET /sign-manufacturers',
  'main GET /admin/company-signs/{companyId}',
  'content GET /company/{id}',
  'content PUT /company/{id}/credits',
  'content PUT /company/{id}/subscriber-user',
  'scheduler GET /signs',
  'scheduler DELETE /signs/{id}',
  'scheduler GET /users/{userId}/signs/permissions',
  'scheduler PUT /users/{userId}/signs/permissions',
];

/** Not in spec §7 (issue 36): what the mocks propose, each marked `proposed` in the table. */
const PROPOSED_CALLS = ['main GET /activity'];

const isProposed = (id: EndpointId) => (ENDPOINTS[id] as Endpoint).proposed === true;

const asSpecCall = (id: EndpointId) => {
  const { api, method, path } = ENDPOINTS[id];
  return `${api} ${method} ${path.replace(/:(\w+)/g, '{$1}')}`;
};

/** A concrete address for each path parameter, pointing at seeded records. */
const SAMPLE_PARAMS: Record<string, string> = {
  id: '1',
  userId: 'auth0|acme-user',
  companyId: '1',
  deviceId: 'dev_acmeuser_sms',
};

describe('the endpoint table', () => {
  it('lists every call of spec §7, and besides them only the proposed calls, marked so', () => {
    const spec = ENDPOINT_IDS.filter((id) => !isProposed(id));
    expect(spec.map(asSpecCall).sort()).toEqual([...SPEC_CALLS].sort());
    expect(ENDPOINT_IDS.filter(isProposed).map(asSpecCall)).toEqual(PROPOSED_CALLS);
  });

  it('builds one handler per call', () => {
    expect(createHandlers()).toHaveLength(SPEC_CALLS.length + PROPOSED_CALLS.length);
  });

  it('gives every writing call its own kind of activity entry, and no read one', () => {
    const kinds = ENDPOINT_IDS.map((id) => ({
      writes: ENDPOINTS[id].method !== 'GET',
      kind: (ENDPOINTS[id] as Endpoint).activity,
    }));
    expect(kinds.filter(({ writes, kind }) => writes !== (kind !== undefined))).toEqual([]);
    expect(kinds.flatMap(({ kind }) => (kind ? [kind] : [])).sort()).toEqual(
      Object.keys(ACTIVITY_KINDS).sort(),
    );
  });
});

describe('every call has a handler', () => {
  useMockApi();
  const api = apiAs(DEMO_SUPER_ADMIN.id);

  it.each(ENDPOINT_IDS)('%s answers (an unhandled request would throw)', async (id) => {
    const { api: which, method, path } = ENDPOINTS[id];
    const concrete = path.replace(/:(\w+)/g, (_, name: string) =>
      encodeURIComponent(
        name === 'id' && path.startsWith('/users')
          ? 'auth0|acme-user'
          : (SAMPLE_PARAMS[name] ?? '1'),
      ),
    );
    const answer =
      method === 'GET'
        ? await api.get(concrete, which)
        : method === 'DELETE'
          ? await api.delete(concrete, which)
          : method === 'POST'
            ? await api.post(concrete, {}, which)
            : await api.put(concrete, {}, which);
    expect(answer.status).toBeGreaterThanOrEqual(200);
    expect(answer.status).not.toBe(500);
  });
});
