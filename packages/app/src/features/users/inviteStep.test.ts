import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ACME_COMPANY_ID, getDatabase } from '@admin-hub/api-mocks';
import { Role } from '@admin-hub/domain/roles';
import { runSender } from '../../api/runEnded.ts';
import { DEMO_CONFIG } from '../../config/DEMO_CONFIG.ts';
import { setupMockApiServer } from '../../testing/mockApiServer.ts';
import { PERMISSIONS_FAILED, inviteListStep } from './inviteList/inviteListStep.ts';
import { inviteStep } from './inviteStep.ts';
import { inviteUser } from './inviteUser.ts';
import type { Invitation } from './inviteStep.ts';

const { server, countRequests, testStore, api } = setupMockApiServer();
const PERMISSIONS = `${api.scheduler}/users/:userId/signs/permissions`;

/** How one call of a caller's step ended, in the words both callers share. */
type Ended = 'invited' | 'permissionsFailed' | 'notCreated';

/**
 * The two callers of the one step, each with its own step for the test (as a dialog, or a run,
 * holds one): Invite User's dialog (calls the listeners report) and a row of Invite Users' run.
 */
const CALLERS = {
  'Invite User': (store: ReturnType<typeof testStore>) => {
    const step = inviteStep();
    return async ({ payload, signIds }: Invitation): Promise<Ended> => {
      const result = await store.dispatch(inviteUser({ ...payload, signIds }, step));
      if (!result.created) return 'notCreated';
      return result.permissions === 'failed' ? 'permissionsFailed' : 'invited';
    };
  },
  'Invite Users row': (store: ReturnType<typeof testStore>) => {
    const step = inviteListStep(DEMO_CONFIG.productName);
    const send = runSender(store.dispatch, []);
    return async (row: Invitation): Promise<Ended> => {
      const result = await step(row, send);
      if (result.ok) return 'invited';
      return result.reason === PERMISSIONS_FAILED ? 'permissionsFailed' : 'notCreated';
    };
  },
};

const acmeSignIds = () =>
  [...getDatabase().schedulerSigns.values()]
    .filter(({ companyId }) => companyId === ACME_COMPANY_ID)
    .slice(0, 2)
    .map(({ id }) => id);

const invitation = (email: string, role: Role = Role.User): Invitation => ({
  payload: { companyId: ACME_COMPANY_ID, role, email, sendInviteEmail: false },
  signIds: acmeSignIds(),
});

const usersWithEmail = (email: string) =>
  [...getDatabase().users.values()].filter((user) => user.email === email);

describe.each(Object.entries(CALLERS))('the one invite step, from %s', (_caller, caller) => {
  const counted = () => ({
    creates: countRequests('POST', `${api.main}/users`),
    updates: countRequests('PUT', PERMISSIONS),
  });

  it("creates the user, then sets a base user's chosen signs", async () => {
    const invite = caller(testStore());
    const calls = counted();
    const row = invitation('step.both@acme.example');
    await expect(invite(row)).resolves.toBe('invited');
    const [user] = usersWithEmail(row.payload.email);
    expect(getDatabase().signPermissions.get(user!.id)).toEqual(row.signIds);
    expect([calls.creates.count, calls.updates.count]).toEqual([1, 1]);
  });

  it('sends no permissions update for an admin, who has every sign', async () => {
    const invite = caller(testStore());
    const calls = counted();
    await expect(invite(invitation('step.admin@acme.example', Role.Admin))).resolves.toBe(
      'invited',
    );
    expect([calls.creates.count, calls.updates.count]).toEqual([1, 0]);
  });

  it('after a failed permissions update, calling again retries only the update', async () => {
    const invite = caller(testStore());
    server.use(
      http.put(PERMISSIONS, () => HttpResponse.json({ message: 'down' }, { status: 503 }), {
        once: true,
      }),
    );
    const calls = counted();
    const row = invitation('step.retry@acme.example');
    await expect(invite(row)).resolves.toBe('permissionsFailed');
    expect(usersWithEmail(row.payload.email)).toHaveLength(1);

    await expect(invite(row)).resolves.toBe('invited');
    expect([calls.creates.count, calls.updates.count]).toEqual([1, 2]);
    expect(usersWithEmail(row.payload.email)).toHaveLength(1);
    const [user] = usersWithEmail(row.payload.email);
    expect(getDatabase().signPermissions.get(user!.id)).toEqual(row.signIds);
  });

  it('after a failed create, sends no update, and calling again creates', async () => {
    const invite = caller(testStore());
    server.use(
      http.post(
        `${api.main}/users`,
        () => HttpResponse.json({ message: 'down' }, { status: 500 }),
        {
          once: true,
        },
      ),
    );
    const calls = counted();
    const row = invitation('step.create@acme.example');
    await expect(invite(row)).resolves.toBe('notCreated');
    expect(calls.updates.count).toBe(0);
    expect(usersWithEmail(row.payload.email)).toHaveLength(0);

    await expect(invite(row)).resolves.toBe('invited');
    expect([calls.creates.count, calls.updates.count]).toEqual([2, 1]);
  });
});

describe('who reports the one step', () => {
  it("Invite User's calls are toasted each by the listener", async () => {
    const store = testStore();
    server.use(
      http.put(PERMISSIONS, () => HttpResponse.json({ message: 'down' }, { status: 503 }), {
        once: true,
      }),
    );
    const step = inviteStep();
    const args = { ...invitation('step.toasts@acme.example').payload, signIds: acmeSignIds() };
    await store.dispatch(inviteUser(args, step));
    await store.dispatch(inviteUser(args, step));
    expect(store.notify.success.mock.calls.flat()).toEqual([
      'User created',
      'Scheduler sign permissions updated',
    ]);
    expect(store.notify.error.mock.calls.flat()).toEqual([
      'Error updating scheduler sign permissions',
    ]);
  });

  it("a run's row raises none: the run's end reports it", async () => {
    const store = testStore();
    const step = inviteListStep(DEMO_CONFIG.productName);
    await step(invitation('step.quiet@acme.example'), runSender(store.dispatch, []));
    expect(store.notify.success).not.toHaveBeenCalled();
    expect(store.notify.error).not.toHaveBeenCalled();
  });
});
