import {
  type ApiErrorBody,
  type ContentCompany,
  type SchedulerSign,
  type SchedulerSignPermission,
} from '@admin-hub/domain/entities';
import { MESSAGES } from '@admin-hub/domain/messages';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_SUPER_ADMIN, DEMO_USER } from '../demoAccounts.ts';
import { getDatabase } from '../db/database.ts';
import { apiAs, useMockApi } from '../testing/mockApi.ts';

useMockApi();
const superAdmin = apiAs(DEMO_SUPER_ADMIN.id);
const admin = apiAs(DEMO_ADMIN.id);
const baseUser = apiAs(DEMO_USER.id);
const noAccountCompanyId = () =>
  [...getDatabase().companies.keys()].find((id) => !getDatabase().contentAccounts.has(id))!;
const permissionsOf = (authId: string) => `/users/${encodeURIComponent(authId)}/signs/permissions`;

describe('content API', () => {
  it('answers a company’s {product} account', async () => {
    const { status, body } = await admin.get<ContentCompany>('/company/1', 'content');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: 1,
      plan: { canManageSigns: true },
      subscriberUser: { authId: DEMO_ADMIN.id },
    });
  });

  it('answers 404 for a company without a {product} account', async () => {
    expect((await superAdmin.get(`/company/${noAccountCompanyId()}`, 'content')).status).toBe(404);
  });

  it('updates credits for super admins, with the domain validation', async () => {
    const ok = await superAdmin.put<ContentCompany>(
      '/company/1/credits',
      { id: 1, downloadCredits: 10, requestCredits: 0 },
      'content',
    );
    expect(ok.body).toMatchObject({ downloadCredits: 10, requestCredits: 0 });
    const bad = await superAdmin.put<ApiErrorBody>(
      '/company/1/credits',
      { downloadCredits: 0, requestCredits: 1.5 },
      'content',
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.map((e) => e.message).sort()).toEqual(
      [MESSAGES.downloadCreditsPositive, MESSAGES.requestCreditsInteger].sort(),
    );
    expect(
      (await admin.put('/company/1/credits', { downloadCredits: 1, requestCredits: 1 }, 'content'))
        .status,
    ).toBe(403);
  });

  it('changes the subscriber to a user of the company', async () => {
    const changed = await admin.put<ContentCompany>(
      '/company/1/subscriber-user',
      { companyId: 1, subscriberAuthId: DEMO_USER.id },
      'content',
    );
    expect(changed.body.subscriberUser).toEqual({ authId: DEMO_USER.id, email: DEMO_USER.email });
    const missing = await admin.put<ApiErrorBody>(
      '/company/1/subscriber-user',
      { subscriberAuthId: '' },
      'content',
    );
    expect(missing.body.errors).toEqual([
      { field: 'subscriberAuthId', rule: 'required', message: MESSAGES.subscriberRequired },
    ]);
    const outsider = await admin.put(
      '/company/1/subscriber-user',
      { subscriberAuthId: DEMO_SUPER_ADMIN.id },
      'content',
    );
    expect(outsider.status).toBe(422);
    expect(
      (
        await baseUser.put(
          '/company/1/subscriber-user',
          { subscriberAuthId: DEMO_USER.id },
          'content',
        )
      ).status,
    ).toBe(403);
  });
});

describe('scheduler API', () => {
  it('lists a company’s signs by companyId', async () => {
    const { body } = await admin.get<SchedulerSign[]>('/signs?companyId=1', 'scheduler');
    expect(body.length).toBeGreaterThan(1);
    expect(body.every((sign) => sign.companyId === 1)).toBe(true);
    expect((await admin.get('/signs?companyId=2', 'scheduler')).status).toBe(404);
    const unfiltered = await baseUser.get<SchedulerSign[]>('/signs', 'scheduler');
    expect(unfiltered.body.every((sign) => sign.companyId === 1)).toBe(true);
  });

  it('deletes a sign and its grants for a manager whose plan manages signs', async () => {
    expect((await baseUser.delete('/signs/1', 'scheduler')).status).toBe(403);
    expect((await admin.delete('/signs/1', 'scheduler')).status).toBe(204);
    expect(getDatabase().signPermissions.get(DEMO_USER.id)).toEqual([2, 3]);
    expect((await admin.delete('/signs/1', 'scheduler')).status).toBe(404);
  });

  it('refuses an admin whose plan cannot manage signs', async () => {
    const db = getDatabase();
    db.contentAccounts.get(1)!.plan.canManageSigns = false;
    expect((await admin.delete('/signs/2', 'scheduler')).status).toBe(403);
    expect((await superAdmin.delete('/signs/2', 'scheduler')).status).toBe(204);
  });

  it('reads a base user’s grants and every sign for admins', async () => {
    const own = await baseUser.get<SchedulerSignPermission[]>(
      permissionsOf(DEMO_USER.id),
      'scheduler',
    );
    expect(own.body).toEqual([{ signId: 1 }, { signId: 2 }, { signId: 3 }]);
    const adminSigns = await admin.get<SchedulerSignPermission[]>(
      permissionsOf(DEMO_ADMIN.id),
      'scheduler',
    );
    expect(adminSigns.body).toHaveLength(6);
  });

  it('replaces grants with signs of the user’s company only', async () => {
    const put = await admin.put<SchedulerSignPermission[]>(
      permissionsOf(DEMO_USER.id),
      { signIds: [5, 4, 4] },
      'scheduler',
    );
    expect(put.body).toEqual([{ signId: 4 }, { signId: 5 }]);
    const foreign = await admin.put<ApiErrorBody>(
      permissionsOf(DEMO_USER.id),
      { signIds: [999] },
      'scheduler',
    );
    expect(foreign.body.errors?.[0]).toMatchObject({ field: 'signIds', rule: 'exists' });
    expect(
      (await baseUser.put(permissionsOf(DEMO_USER.id), { signIds: [1] }, 'scheduler')).status,
    ).toBe(403);
  });
});
