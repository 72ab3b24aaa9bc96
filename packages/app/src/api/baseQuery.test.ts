import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_SUPER_ADMIN } from '@admin-hub/api-mocks';
import { DEMO_CONFIG } from '../config/DEMO_CONFIG.ts';
import type { AppConfig } from '../config/AppConfig.ts';
import { setupMockApiServer } from '../testing/mockApiServer.ts';
import { ACCESS_TOKEN_ERROR, retryDelayMs } from './baseQuery.ts';
import { contentCompaniesApi } from './content/contentCompanies.ts';
import { usersApi } from './main/users.ts';
import { schedulerSignsApi } from './scheduler/signs.ts';

const { server, testStore: freshStore, api } = setupMockApiServer();
const MAIN = api.main;

// Tokens here are plain strings: these tests read the header the base query sends.
const testStore = (
  overrides: { config?: AppConfig; getAccessToken?: () => Promise<string> } = {},
) =>
  freshStore(DEMO_SUPER_ADMIN.id, {
    config: overrides.config,
    getAccessToken: overrides.getAccessToken ?? (() => Promise.resolve('token-1')),
  });

/** Answers GET /users/me with `status` and counts the requests. */
const countMeRequests = (status: number) => {
  const requests: Request[] = [];
  server.use(
    http.get(`${MAIN}/users/me`, ({ request }) => {
      requests.push(request);
      return status === 200
        ? HttpResponse.json({ id: 'auth0|superadmin' })
        : HttpResponse.json({ message: 'nope' }, { status });
    }),
  );
  return requests;
};

describe('base query', () => {
  it('sends the bearer token, includes credentials and reads the base URL from config', async () => {
    const requests = countMeRequests(200);
    const store = testStore();
    await store.dispatch(usersApi.endpoints.getMe.initiate());
    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(requests[0]?.credentials).toBe('include');
  });

  it('resolves the base URL per store, so one build serves every environment', async () => {
    const seen: string[] = [];
    server.use(
      http.get('https://scheduler.test/api/signs', ({ request }) => {
        seen.push(request.url);
        return HttpResponse.json([]);
      }),
    );
    const config = {
      ...DEMO_CONFIG,
      api: { ...DEMO_CONFIG.api, scheduler: 'https://scheduler.test/api' },
    };
    await testStore({ config }).dispatch(
      schedulerSignsApi.endpoints.getSchedulerSigns.initiate({ companyId: 1 }),
    );
    expect(seen).toEqual(['https://scheduler.test/api/signs?companyId=1']);
  });

  it.each([
    [true, '"abc"'],
    [false, null],
  ])(
    'sends the proposed If-Match only where the deployment says the APIs honour it (%s)',
    async (ifMatch, expected) => {
      const seen: (string | null)[] = [];
      server.use(
        http.put(`${api.content}/company/:id/credits`, ({ request }) => {
          seen.push(request.headers.get('If-Match'));
          return HttpResponse.json({});
        }),
      );
      await testStore({ config: { ...DEMO_CONFIG, ifMatch } }).dispatch(
        contentCompaniesApi.endpoints.updateCompanyCredits.initiate({
          companyId: 1,
          downloadCredits: 5,
          requestCredits: 1,
          ifMatch: '"abc"',
        }),
      );
      expect(seen).toEqual([expected]);
    },
  );

  it('asks for a token per request, so a renewed token is used', async () => {
    const requests = countMeRequests(200);
    let calls = 0;
    const store = testStore({ getAccessToken: () => Promise.resolve(`token-${++calls}`) });
    await store.dispatch(usersApi.endpoints.getMe.initiate());
    await store.dispatch(usersApi.endpoints.getMe.initiate(undefined, { forceRefetch: true }));
    expect(requests.map((request) => request.headers.get('Authorization'))).toEqual([
      'Bearer token-1',
      'Bearer token-2',
    ]);
  });

  it('names a token failure and sends nothing', async () => {
    const requests = countMeRequests(200);
    const store = testStore({ getAccessToken: () => Promise.reject(new Error('login_required')) });
    const result = await store.dispatch(usersApi.endpoints.getMe.initiate());
    expect(result.error).toEqual({
      status: 'CUSTOM_ERROR',
      error: ACCESS_TOKEN_ERROR,
      data: { message: 'login_required' },
    });
    expect(requests).toHaveLength(0);
  });

  it('retries a read 3 times on a server error', async () => {
    const requests = countMeRequests(500);
    const result = await testStore().dispatch(usersApi.endpoints.getMe.initiate());
    expect(result.error).toMatchObject({ status: 500 });
    expect(requests).toHaveLength(4);
  });

  it('retries a read after a network error and succeeds', async () => {
    let attempts = 0;
    server.use(
      http.get(`${MAIN}/users/me`, () =>
        ++attempts < 3 ? HttpResponse.error() : HttpResponse.json({ id: 'auth0|superadmin' }),
      ),
    );
    const result = await testStore().dispatch(usersApi.endpoints.getMe.initiate());
    expect(result.data).toEqual({ id: 'auth0|superadmin' });
    expect(attempts).toBe(3);
  });

  it.each([400, 401, 403, 404, 422])('never retries a read answered %i', async (status) => {
    const requests = countMeRequests(status);
    const result = await testStore().dispatch(usersApi.endpoints.getMe.initiate());
    expect(result.error).toMatchObject({ status });
    expect(requests).toHaveLength(1);
  });

  it('never retries a write', async () => {
    let attempts = 0;
    server.use(
      http.post(`${MAIN}/users/clear-emulate`, () => {
        attempts += 1;
        return HttpResponse.json({ message: 'down' }, { status: 503 });
      }),
    );
    const result = await testStore().dispatch(usersApi.endpoints.clearEmulate.initiate());
    expect(result.error).toMatchObject({ status: 503 });
    expect(attempts).toBe(1);
  });
});

describe('retryDelayMs', () => {
  it('doubles from 1000 ms per attempt and caps at 30000 ms (spec §9)', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((attempt) => retryDelayMs(attempt))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it('scales from the store’s base delay', () => {
    expect(retryDelayMs(3, 10)).toBe(40);
  });
});
