import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ACME_COMPANY_ID, DEMO_USER } from '@admin-hub/api-mocks';
import { Role } from '@admin-hub/domain/roles';
import { signPermissionsApi } from '../../api/scheduler/signPermissions.ts';
import { schedulerSignsApi } from '../../api/scheduler/signs.ts';
import { setupMockApiServer } from '../../testing/mockApiServer.ts';
import { inviteUser } from './inviteUser.ts';

const { server, countRequests, testStore, api } = setupMockApiServer();
const SCHEDULER = api.scheduler;

describe('inviteUser', () => {
  const invite = {
    companyId: ACME_COMPANY_ID,
    role: Role.User,
    email: 'invitee@acme.example',
    sendInviteEmail: true,
  };

  it('creates the user, then sets their scheduler sign permissions', async () => {
    const store = testStore();
    const signs = await store.dispatch(
      schedulerSignsApi.endpoints.getSchedulerSigns.initiate({ companyId: ACME_COMPANY_ID }),
    );
    const signIds = (signs.data ?? []).slice(0, 1).map(({ id }) => id);
    expect(signIds).toHaveLength(1);

    const result = await store.dispatch(inviteUser({ ...invite, signIds }));
    if (!result.created) throw new Error('the invite failed');
    expect(result.permissions).toBe('updated');
    const permissions = await store.dispatch(
      signPermissionsApi.endpoints.getSchedulerSignPermissions.initiate(result.user.id),
    );
    expect(permissions.data?.map(({ signId }) => signId)).toEqual(signIds);
  });

  it('makes no permissions request when none are asked for', async () => {
    const store = testStore();
    const permissionRequests = countRequests('PUT', `${SCHEDULER}/users/:userId/signs/permissions`);
    const result = await store.dispatch(inviteUser(invite));
    expect(result).toMatchObject({ created: true, permissions: 'not-requested' });
    expect(permissionRequests.count).toBe(0);
  });

  it('reports a failed permissions update while keeping the created user', async () => {
    server.use(
      http.put(`${SCHEDULER}/users/:userId/signs/permissions`, () =>
        HttpResponse.json({ message: 'down' }, { status: 500 }),
      ),
    );
    const result = await testStore().dispatch(inviteUser({ ...invite, signIds: [1] }));
    expect(result).toMatchObject({
      created: true,
      permissions: 'failed',
      user: { email: invite.email },
    });
  });

  it('stops after a failed create', async () => {
    const store = testStore();
    const permissionRequests = countRequests('PUT', `${SCHEDULER}/users/:userId/signs/permissions`);
    const result = await store.dispatch(
      inviteUser({ ...invite, email: DEMO_USER.email, signIds: [1] }),
    );
    expect(result).toMatchObject({ created: false, error: { status: 422 } });
    expect(permissionRequests.count).toBe(0);
  });
});
