import type { CurrentUser } from '@admin-hub/domain/entities';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_SUPER_ADMIN, DEMO_USER } from '../demoAccounts.ts';
import { apiAs, useMockApi } from '../testing/mockApi.ts';

useMockApi();
const superAdmin = apiAs(DEMO_SUPER_ADMIN.id);
const emulate = (authId: string) =>
  superAdmin.post(`/users/${encodeURIComponent(authId)}/set-emulate`);

describe('emulation', () => {
  it('makes the super admin act as the target until cleared', async () => {
    expect((await emulate(DEMO_ADMIN.id)).status).toBe(204);
    const me = await superAdmin.get<CurrentUser>('/users/me');
    expect(me.body).toMatchObject({
      id: DEMO_ADMIN.id,
      email: DEMO_ADMIN.email,
      isEmulating: true,
    });
    // Later calls carry the emulated user's rights: an admin may not list every user.
    expect((await superAdmin.get('/users')).status).toBe(403);
    expect((await superAdmin.get('/users?companyId=1')).status).toBe(200);

    expect((await superAdmin.post('/users/clear-emulate')).status).toBe(204);
    const back = await superAdmin.get<CurrentUser>('/users/me');
    expect(back.body).toMatchObject({ id: DEMO_SUPER_ADMIN.id, isEmulating: false });
  });

  it('lets an emulating super admin switch to another user', async () => {
    await emulate(DEMO_ADMIN.id);
    expect((await emulate(DEMO_USER.id)).status).toBe(204);
    expect((await superAdmin.get<CurrentUser>('/users/me')).body.id).toBe(DEMO_USER.id);
  });

  it('only affects the caller who started it', async () => {
    await emulate(DEMO_USER.id);
    expect((await apiAs(DEMO_ADMIN.id).get<CurrentUser>('/users/me')).body).toMatchObject({
      id: DEMO_ADMIN.id,
      isEmulating: false,
    });
  });

  it('is for super admins only', async () => {
    expect(
      (await apiAs(DEMO_ADMIN.id).post(`/users/${encodeURIComponent(DEMO_USER.id)}/set-emulate`))
        .status,
    ).toBe(403);
    expect((await superAdmin.post('/users/auth0%7Cnobody/set-emulate')).status).toBe(404);
  });

  it('ends when the emulated user is deleted', async () => {
    await emulate(DEMO_USER.id);
    const otherSuperAdmin = apiAs('auth0|hq-superadmin-2');
    expect(
      (await otherSuperAdmin.delete(`/users/${encodeURIComponent(DEMO_USER.id)}`)).status,
    ).toBe(204);
    expect((await superAdmin.get<CurrentUser>('/users/me')).body.isEmulating).toBe(false);
  });
});
