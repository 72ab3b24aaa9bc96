import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_SUPER_ADMIN, createTestToken } from '@admin-hub/api-mocks';
import { usersApi } from '../api/main/users.ts';
import { setupMockApiServer } from '../testing/mockApiServer.ts';
import { SESSION_ENDED } from '../api/sessionEndedError.ts';
import { sessionResumed } from './sessionSlice.ts';

const { server, testStore, api } = setupMockApiServer();
const USERS_ARGS = { page: 1, perPage: 40, sort: 'name', direction: 'asc' } as const;

/** GET /users answers 401 until `resume()`; counts what reached the server. */
function usersRefusedUntilResumed() {
  const state = { refused: true, requests: 0 };
  server.use(
    http.get(`${api.main}/users`, () => {
      state.requests += 1;
      return state.refused
        ? HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })
        : undefined;
    }),
  );
  return state;
}

describe('the session-ended state of the store', () => {
  it('is set by a 401, raises no toast, and a resumed session sends the failed read again', async () => {
    const calls = usersRefusedUntilResumed();
    const store = testStore();
    const subscription = store.dispatch(usersApi.endpoints.getUsers.initiate(USERS_ARGS));
    await subscription;
    expect(store.getState().session).toMatchObject({ ended: true, failures: 1 });
    expect(store.notify.error).not.toHaveBeenCalled();
    // A 4xx is never retried.
    expect(calls.requests).toBe(1);

    calls.refused = false;
    store.dispatch(sessionResumed());
    await expect
      .poll(() => usersApi.endpoints.getUsers.select(USERS_ARGS)(store.getState()).status)
      .toBe('fulfilled');
    expect(store.getState().session.ended).toBe(false);
    expect(calls.requests).toBe(2);
    subscription.unsubscribe();
  });

  it('is set when no token can be had any more, with no "Get access token failed" toast', async () => {
    const store = testStore(DEMO_SUPER_ADMIN.id, {
      getAccessToken: () => Promise.reject(new Error(SESSION_ENDED)),
    });
    const result = await store.dispatch(usersApi.endpoints.getMe.initiate());
    expect(result.error).toMatchObject({ status: 'CUSTOM_ERROR', error: SESSION_ENDED });
    expect(store.getState().session).toMatchObject({ ended: true, failures: 1 });
    expect(store.notify.error).not.toHaveBeenCalled();
  });

  it('counts each failure, so a prompt put away comes back at the next one', async () => {
    usersRefusedUntilResumed();
    const store = testStore();
    await store.dispatch(usersApi.endpoints.getUsers.initiate(USERS_ARGS));
    await store.dispatch(
      usersApi.endpoints.getUsers.initiate({ ...USERS_ARGS, page: 2 }, { forceRefetch: true }),
    );
    expect(store.getState().session.failures).toBe(2);
  });

  it('leaves other failures to their toasts', async () => {
    server.use(http.get(`${api.main}/users`, () => HttpResponse.json({}, { status: 403 })));
    const store = testStore(DEMO_SUPER_ADMIN.id, {
      getAccessToken: () => Promise.resolve(createTestToken(DEMO_SUPER_ADMIN.id)),
    });
    await store.dispatch(usersApi.endpoints.getUsers.initiate(USERS_ARGS));
    expect(store.getState().session.ended).toBe(false);
    expect(store.notify.error).toHaveBeenCalledWith('Error loading users');
  });

  it('takes a refusal that arrives after the sign-in, for a call sent before it, as no new end', async () => {
    let answer: (() => void) | undefined;
    server.use(
      http.get(`${api.main}/users`, async () => {
        // Held until the test lets it answer: after the session was resumed.
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });
      }),
    );
    const store = testStore();
    const late = store.dispatch(usersApi.endpoints.getUsers.initiate(USERS_ARGS));
    await expect.poll(() => answer).toBeDefined();
    store.dispatch(sessionResumed());
    answer?.();
    await late;
    expect(store.getState().session).toMatchObject({ ended: false, failures: 0 });
    late.unsubscribe();
  });
});
