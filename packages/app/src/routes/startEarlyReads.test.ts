import { describe, expect, it } from 'vitest';
import { DEMO_SUPER_ADMIN, DEMO_USER, createTestToken } from '@admin-hub/api-mocks';
import type { AuthId } from '@admin-hub/domain/entities';
import { usersApi } from '../api/index.ts';
import { usersListArgs } from '../api/main/usersQuery.ts';
import { DEMO_CONFIG } from '../config/DEMO_CONFIG.ts';
import { createAppStore } from '../store/createAppStore.ts';
import { setupMockApiServer } from '../testing/mockApiServer.ts';
import { startEarlyReads } from './startEarlyReads.ts';

const { countRequests, api } = setupMockApiServer();

const ADDRESS = new URL('http://localhost:5173/admin/users?search=acme&sort=email-desc');
const LIST_ARGS = usersListArgs({ search: 'acme', sort: 'email-desc', page: 1 });

/** A token the session restore hands over when `release` is called (undefined: no session). */
function restore() {
  let release: (token: string | undefined) => void = () => undefined;
  const token = new Promise<string | undefined>((resolve) => {
    release = resolve;
  });
  return { token, release };
}

/** The session's store, as SignedInApp creates it, with the entry's reads to take over. */
const sessionStore = (sub: AuthId, earlyReads: ReturnType<typeof startEarlyReads>) =>
  createAppStore({
    config: DEMO_CONFIG,
    getAccessToken: () => Promise.resolve(createTestToken(sub)),
    notify: { success: () => undefined, error: () => undefined },
    retryBaseDelayMs: 1,
    earlyReads,
  });

const counters = () => ({
  me: countRequests('GET', `${api.main}/users/me`),
  list: countRequests('GET', `${api.main}/users`),
});

describe('startEarlyReads: the first reads of the address, sent by the entry', () => {
  it('sends GET /users/me and the list page the address names once the token is there, and the store takes both over', async () => {
    const sent = counters();
    const { token, release } = restore();
    const earlyReads = startEarlyReads({ config: DEMO_CONFIG, token, address: ADDRESS });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect([sent.me.count, sent.list.count]).toEqual([0, 0]);

    release(createTestToken(DEMO_SUPER_ADMIN.id));
    await expect.poll(() => [sent.me.count, sent.list.count]).toEqual([1, 1]);

    // React mounts: the store's own first reads, as the route's loaders send them.
    const store = sessionStore(DEMO_SUPER_ADMIN.id, earlyReads);
    const me = await store.dispatch(usersApi.endpoints.getMe.initiate(DEMO_SUPER_ADMIN.id));
    const list = await store.dispatch(usersApi.endpoints.getUsers.initiate(LIST_ARGS));
    expect(me.data?.email).toBe(DEMO_SUPER_ADMIN.email);
    expect(list.data?.data.length).toBeGreaterThan(0);
    expect(list.data?.data.every((user) => /acme/i.test(JSON.stringify(user)))).toBe(true);
    expect([sent.me.count, sent.list.count]).toEqual([1, 1]);
  });

  it('sends nothing twice when the store asks first, while the entry is still restoring', async () => {
    const sent = counters();
    const { token, release } = restore();
    const earlyReads = startEarlyReads({ config: DEMO_CONFIG, token, address: ADDRESS });
    const store = sessionStore(DEMO_SUPER_ADMIN.id, earlyReads);
    const me = store.dispatch(usersApi.endpoints.getMe.initiate(DEMO_SUPER_ADMIN.id));
    const list = store.dispatch(usersApi.endpoints.getUsers.initiate(LIST_ARGS));
    release(createTestToken(DEMO_SUPER_ADMIN.id));
    expect((await me).data?.email).toBe(DEMO_SUPER_ADMIN.email);
    expect((await list).isSuccess).toBe(true);
    expect([sent.me.count, sent.list.count]).toEqual([1, 1]);
  });

  it('asks for no list a role may not see: a base user at /admin/users sends /users/me only', async () => {
    const sent = counters();
    const { token, release } = restore();
    const earlyReads = startEarlyReads({ config: DEMO_CONFIG, token, address: ADDRESS });
    release(createTestToken(DEMO_USER.id));
    const store = sessionStore(DEMO_USER.id, earlyReads);
    expect((await store.dispatch(usersApi.endpoints.getMe.initiate(DEMO_USER.id))).data?.role).toBe(
      DEMO_USER.role,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect([sent.me.count, sent.list.count]).toEqual([1, 0]);
  });

  it('sends nothing when the restore finds no session, and the store then reads for itself', async () => {
    const sent = counters();
    const { token, release } = restore();
    const earlyReads = startEarlyReads({ config: DEMO_CONFIG, token, address: ADDRESS });
    release(undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect([sent.me.count, sent.list.count]).toEqual([0, 0]);
    // Only a later sign-in gives a store; its reads are its own.
    const store = sessionStore(DEMO_SUPER_ADMIN.id, earlyReads);
    await store.dispatch(usersApi.endpoints.getMe.initiate(DEMO_SUPER_ADMIN.id));
    expect(sent.me.count).toBe(1);
  });

  it('gives a read to the store once: a read again (a refetch) is sent', async () => {
    const sent = counters();
    const { token, release } = restore();
    const earlyReads = startEarlyReads({
      config: DEMO_CONFIG,
      token,
      address: new URL('http://localhost:5173/home'),
    });
    release(createTestToken(DEMO_SUPER_ADMIN.id));
    const store = sessionStore(DEMO_SUPER_ADMIN.id, earlyReads);
    await store.dispatch(usersApi.endpoints.getMe.initiate(DEMO_SUPER_ADMIN.id));
    expect([sent.me.count, sent.list.count]).toEqual([1, 0]);
    await store.dispatch(
      usersApi.endpoints.getMe.initiate(DEMO_SUPER_ADMIN.id, { forceRefetch: true }),
    );
    expect(sent.me.count).toBe(2);
  });
});
