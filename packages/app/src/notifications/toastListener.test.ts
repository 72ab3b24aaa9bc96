import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  ACME_COMPANY_ID,
  DEMO_ADMIN,
  DEMO_SUPER_ADMIN,
  DEMO_USER,
  EMPTY_COMPANY_ID,
} from '@admin-hub/api-mocks';
import { MESSAGES } from '@admin-hub/domain/messages';
import { Role } from '@admin-hub/domain/roles';
import { contentCompaniesApi } from '../api/content/contentCompanies.ts';
import { usersApi } from '../api/main/users.ts';
import { DEMO_CONFIG } from '../config/DEMO_CONFIG.ts';
import { setupMockApiServer } from '../testing/mockApiServer.ts';
import type { TestStoreOptions } from '../testing/mockApiServer.ts';
import { notifyClipboard, showToast } from './showToast.ts';
import { routeDataReleased, sendOwned } from '../api/ownedCalls.ts';
import { runEnded, runSender } from '../api/runEnded.ts';
import type { RunChange } from '../api/runEnded.ts';

const { server, testStore: freshStore, api } = setupMockApiServer();
const MAIN = api.main;

const testStore = ({ signedInAs, ...options }: { signedInAs?: string } & TestStoreOptions = {}) => {
  const store = freshStore(signedInAs, options);
  return { store, notify: store.notify };
};

describe('toast listener', () => {
  it('is silent when a query succeeds', async () => {
    const { store, notify } = testStore();
    const result = await store.dispatch(usersApi.endpoints.getMe.initiate());
    expect(result.data?.email).toBe(DEMO_SUPER_ADMIN.email);
    expect(notify.success).not.toHaveBeenCalled();
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('names a taken email when creating a user fails on it', async () => {
    const { store, notify } = testStore();
    await store.dispatch(
      usersApi.endpoints.createUser.initiate({
        companyId: ACME_COMPANY_ID,
        role: Role.User,
        email: DEMO_USER.email,
        sendInviteEmail: true,
      }),
    );
    expect(notify.error.mock.calls).toEqual([['Email is already in use']]);
  });

  it('shows the server’s rule message on a 403 that carries one', async () => {
    const { store, notify } = testStore({ signedInAs: DEMO_ADMIN.id });
    await store.dispatch(
      usersApi.endpoints.deleteUser.initiate({ id: DEMO_ADMIN.id, companyId: ACME_COMPANY_ID }),
    );
    expect(notify.error.mock.calls).toEqual([[MESSAGES.cannotDeleteSelf]]);
  });

  it('keeps the endpoint’s own text on a 403 without a rule message', async () => {
    server.use(
      http.delete(`${MAIN}/users/:id`, () =>
        HttpResponse.json({ message: 'Forbidden' }, { status: 403 }),
      ),
    );
    const { store, notify } = testStore();
    await store.dispatch(
      usersApi.endpoints.deleteUser.initiate({ id: DEMO_USER.id, companyId: ACME_COMPANY_ID }),
    );
    expect(notify.error.mock.calls).toEqual([['Error deleting user']]);
  });

  it('treats a company without a {product} account as empty, without a toast', async () => {
    const { store, notify } = testStore();
    const result = await store.dispatch(
      contentCompaniesApi.endpoints.getContentCompany.initiate(EMPTY_COMPANY_ID),
    );
    expect(result.isSuccess).toBe(true);
    expect(result.data).toBeNull();
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('fills in the configured {product} name', async () => {
    server.use(
      http.get(`${DEMO_CONFIG.api.content}/company/:id`, () =>
        HttpResponse.json({ message: 'down' }, { status: 500 }),
      ),
    );
    const { store, notify } = testStore({ config: { ...DEMO_CONFIG, productName: 'Acme Cloud' } });
    await store.dispatch(contentCompaniesApi.endpoints.getContentCompany.initiate(ACME_COMPANY_ID));
    expect(notify.error.mock.calls).toEqual([['Error loading Acme Cloud company']]);
  });

  it('toasts a read once although it was tried four times', async () => {
    let requests = 0;
    server.use(
      http.get(`${MAIN}/users`, () => {
        requests += 1;
        return HttpResponse.json({ message: 'down' }, { status: 500 });
      }),
    );
    const { store, notify } = testStore();
    const args = { page: 1, perPage: 40, sort: 'name', direction: 'asc' } as const;
    // The second dispatch joins the first request (condition-rejected): no toast of its own.
    await Promise.all([
      store.dispatch(usersApi.endpoints.getUsers.initiate(args)),
      store.dispatch(usersApi.endpoints.getUsers.initiate(args)),
    ]);
    expect(requests).toBe(4);
    expect(notify.error.mock.calls).toEqual([['Error loading users']]);
  });

  describe('a query requested ahead of its screen (owned by the route data)', () => {
    const args = { page: 1, perPage: 40, sort: 'name', direction: 'asc' } as const;
    const failingUsers = (status: number, wait = 0) => {
      server.use(
        http.get(`${MAIN}/users`, async () => {
          await delay(wait);
          return HttpResponse.json({ message: 'no' }, { status });
        }),
      );
    };
    const ahead = (store: ReturnType<typeof testStore>['store']) =>
      sendOwned(
        store.dispatch,
        'routeData',
        usersApi.endpoints.getUsers.initiate(args, { subscribe: false }),
      );

    it('is silent when it fails before its screen is there', async () => {
      failingUsers(403);
      const { store, notify } = testStore({ signedInAs: DEMO_ADMIN.id });
      const result = await ahead(store);
      expect(result.isError).toBe(true);
      expect(notify.error).not.toHaveBeenCalled();
    });

    it('toasts when its screen came while it was on its way', async () => {
      failingUsers(500, 30);
      const { store, notify } = testStore();
      const request = ahead(store);
      const screen = store.dispatch(usersApi.endpoints.getUsers.initiate(args));
      store.dispatch(routeDataReleased());
      await Promise.all([request, screen]);
      expect(notify.error.mock.calls).toEqual([['Error loading users']]);
      screen.unsubscribe();
    });

    it('stays silent when it fails before its screen shows it, whatever else was released', async () => {
      failingUsers(403);
      const { store, notify } = testStore({ signedInAs: DEMO_ADMIN.id });
      // The screen on show during a navigation released its own data before this was asked.
      store.dispatch(routeDataReleased());
      await ahead(store);
      expect(notify.error).not.toHaveBeenCalled();
    });

    it("toasts a subscribed screen's refetch, which RTK Query also sends unsubscribed", async () => {
      const { store, notify } = testStore();
      const screen = store.dispatch(usersApi.endpoints.getUsers.initiate(args));
      await screen;
      failingUsers(500);
      await screen.refetch();
      expect(notify.error.mock.calls).toEqual([['Error loading users']]);
      screen.unsubscribe();
    });
  });

  it('is silent when a call is aborted', async () => {
    server.use(
      http.post(`${MAIN}/users/:id/send-invite-email`, async () => {
        await delay(200);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { store, notify } = testStore();
    const request = store.dispatch(usersApi.endpoints.sendInviteEmail.initiate(DEMO_USER.id));
    request.abort();
    const result = await request;
    expect('error' in result).toBe(true);
    expect(notify.error).not.toHaveBeenCalled();
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('is silent when loading the current user fails (spec §7)', async () => {
    server.use(
      http.get(`${MAIN}/users/me`, () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    const { store, notify } = testStore();
    const result = await store.dispatch(usersApi.endpoints.getMe.initiate());
    expect(result.isError).toBe(true);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('says "Get access token failed" when no token can be had', async () => {
    const { store, notify } = testStore({
      getAccessToken: () => Promise.reject(new Error('login_required')),
    });
    await store.dispatch(usersApi.endpoints.getMe.initiate());
    await store.dispatch(usersApi.endpoints.sendInviteEmail.initiate(DEMO_USER.id));
    expect(notify.error.mock.calls).toEqual([
      ['Get access token failed'],
      ['Get access token failed'],
    ]);
  });

  it('raises the clipboard toasts through the same notifier', () => {
    const { store, notify } = testStore();
    store.dispatch(notifyClipboard(true));
    store.dispatch(notifyClipboard(false));
    expect(notify.success.mock.calls).toEqual([['Successfully copied link to clipboard']]);
    expect(notify.error.mock.calls).toEqual([['Error copying link to clipboard']]);
  });

  it('raises any other requested toast through the same notifier', () => {
    const { store, notify } = testStore();
    store.dispatch(showToast({ type: 'error', message: 'Login failed' }));
    expect(notify.error.mock.calls).toEqual([['Login failed']]);
  });
  it('raises no toast for the single calls of a run (sent through its RunSend)', async () => {
    const { store, notify } = testStore();
    const changes: RunChange[] = [];
    const send = runSender(store.dispatch, changes);
    const sent = await send(usersApi.endpoints.sendInviteEmail, DEMO_USER.id);
    expect(sent.error).toBeUndefined();
    server.use(
      http.post(`${MAIN}/users/:id/send-invite-email`, () =>
        HttpResponse.json({ message: 'Internal server error' }, { status: 500 }),
      ),
    );
    const failed = await send(usersApi.endpoints.sendInviteEmail, DEMO_USER.id);
    expect(failed.error).toBeDefined();
    expect(notify.success).not.toHaveBeenCalled();
    expect(notify.error).not.toHaveBeenCalled();
    expect(changes).toEqual([
      { endpointName: 'sendInviteEmail', arg: DEMO_USER.id },
      { endpointName: 'sendInviteEmail', arg: DEMO_USER.id },
    ]);
    // The same call from a dialog is told as ever.
    await store.dispatch(usersApi.endpoints.sendInviteEmail.initiate(DEMO_USER.id));
    expect(notify.error.mock.calls).toEqual([['Error sending invite email']]);
  });

  it('shows a run’s one toast when its end is dispatched', async () => {
    const { store, notify } = testStore();
    store.dispatch(
      runEnded({
        outcome: { kind: 'sendInviteEmail', succeeded: 3, failed: 0, notStarted: 0, noun: 'users' },
        changes: [],
      }),
    );
    // The toast's words load with the first run's end, so it comes a moment after.
    await vi.waitFor(() =>
      expect(notify.success.mock.calls).toEqual([['Invite email sent successfully to 3 users']]),
    );
  });
});
