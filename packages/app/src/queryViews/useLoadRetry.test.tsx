// @vitest-environment jsdom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { companyUsersArgs, useGetUsersQuery, usersApi } from '../api/index.ts';
import { loadRetriesSlice } from '../api/loadRetries.ts';
import { setupMockApiServer } from '../testing/mockApiServer.ts';
import { storeWrapper } from '../testing/storeWrapper.tsx';
import { useQueryView } from './useQueryView.ts';

const { server, testStore, api } = setupMockApiServer();

afterEach(cleanup);

const USERS_URL = `${api.main}/users`;
const failure = () => HttpResponse.json({ message: 'Internal server error' }, { status: 500 });

/** A company page's users read, as its view renders it, in a store of its own. */
const renderUsersView = () => {
  const store = testStore();
  const view = renderHook(() => useQueryView(useGetUsersQuery(companyUsersArgs(1))), {
    wrapper: storeWrapper(store),
  });
  return { store, view };
};

const retriesIn = (store: ReturnType<typeof testStore>) =>
  store.getState()[loadRetriesSlice.reducerPath].retrying;

describe("a read's retries, as its view says them", () => {
  it('says the second attempt is on its way as soon as the first has failed', async () => {
    server.use(
      http.get(USERS_URL, failure, { once: true }),
      http.get(USERS_URL, async () => {
        await delay('infinite');
        return failure();
      }),
    );
    const { store, view } = renderUsersView();
    await waitFor(() =>
      expect(view.result.current).toEqual({
        status: 'loading',
        retrying: { attempt: 2, attempts: 4 },
      }),
    );
    expect(Object.keys(retriesIn(store))).toHaveLength(1);
  });

  it('forgets the retry of a read that was aborted', async () => {
    server.use(
      http.get(USERS_URL, failure, { once: true }),
      http.get(USERS_URL, async () => {
        await delay('infinite');
        return failure();
      }),
    );
    const store = testStore();
    const request = store.dispatch(usersApi.endpoints.getUsers.initiate(companyUsersArgs(1)));
    await waitFor(() => expect(Object.keys(retriesIn(store))).toHaveLength(1));
    request.abort();
    await waitFor(() => expect(retriesIn(store)).toEqual({}));
  });

  it('stops saying it once a later attempt answers', async () => {
    server.use(http.get(USERS_URL, failure, { once: true }));
    const { store, view } = renderUsersView();
    await waitFor(() => expect(view.result.current.status).toBe('loaded'));
    expect(retriesIn(store)).toEqual({});
  });

  it('stops saying it once the last attempt has failed: the failure is said instead', async () => {
    server.use(http.get(USERS_URL, failure));
    const { store, view } = renderUsersView();
    await waitFor(() => expect(view.result.current.status).toBe('failed'));
    expect(retriesIn(store)).toEqual({});
  });
});
