import {
  ACTIVITY_PAGE_SIZE,
  type ActivityEntry,
  type ActivityPage,
} from '@admin-hub/domain/activity';
import { type ApiErrorBody } from '@admin-hub/domain/entities';
import { describe, expect, it } from 'vitest';
import { addActivityEntries } from '../db/addActivityEntries.ts';
import { getDatabase } from '../db/database.ts';
import { buildActivityEntry } from '../factories/buildActivityEntry.ts';
import { LARGE_COMPANY_ID } from '../db/seedData.ts';
import { ACME_COMPANY_ID, DEMO_ADMIN, DEMO_SUPER_ADMIN, DEMO_USER } from '../demoAccounts.ts';
import { apiAs, useMockApi } from '../testing/mockApi.ts';

// Issue 36: the proposed GET /activity, its filters, pages and who may read what.
useMockApi();
const superAdmin = apiAs(DEMO_SUPER_ADMIN.id);
const admin = apiAs(DEMO_ADMIN.id);
const userPath = (authId: string) => `/users/${encodeURIComponent(authId)}`;
const NOT_FOUND = { status: 404, body: { message: 'Not found' } };

const otherCompanyUser = () =>
  [...getDatabase().users.values()].find((user) => user.companyId === LARGE_COMPANY_ID)!;

/** A few changes by three people on two companies, plus a refusal outside Acme's scope. */
async function someChanges() {
  await superAdmin.post(`${userPath(DEMO_USER.id)}/send-invite-email`);
  await admin.post(`${userPath(DEMO_USER.id)}/send-password-reset-email`);
  await superAdmin.post(`${userPath(otherCompanyUser().id)}/send-invite-email`);
  await admin.post(`${userPath(otherCompanyUser().id)}/send-invite-email`);
  await superAdmin.put(`/companies/${ACME_COMPANY_ID}/mfa-status`, { isMfaEnabled: true });
}

const read = (api: ReturnType<typeof apiAs>, query = '') =>
  api.get<ActivityPage>(`/activity${query}`);

const ids = (page: { body: ActivityPage }) => page.body.data.map((entry) => entry.id);

describe('GET /activity (proposed)', () => {
  it('lists every entry to a super admin, newest first', async () => {
    await someChanges();
    const page = await read(superAdmin);
    expect(page.status).toBe(200);
    expect(ids(page)).toEqual([5, 4, 3, 2, 1]);
    expect(page.body.data.map((entry) => entry.kind)).toEqual([
      'company.mfaChanged',
      'user.inviteEmailSent',
      'user.inviteEmailSent',
      'user.passwordResetEmailSent',
      'user.inviteEmailSent',
    ]);
  });

  it('pages by ACTIVITY_PAGE_SIZE with the meta of every other paged list', async () => {
    for (let sent = 0; sent < ACTIVITY_PAGE_SIZE + 3; sent += 1) {
      await superAdmin.post(`${userPath(DEMO_USER.id)}/send-invite-email`);
    }
    const first = await read(superAdmin, '?kind=user.inviteEmailSent');
    expect(first.body.data).toHaveLength(ACTIVITY_PAGE_SIZE);
    expect(first.body.data[0]?.id).toBe(ACTIVITY_PAGE_SIZE + 3);
    expect(first.body.meta).toMatchObject({
      current_page: 1,
      last_page: 2,
      per_page: ACTIVITY_PAGE_SIZE,
      total: ACTIVITY_PAGE_SIZE + 3,
      previous_page_url: null,
    });
    // The links keep the filters.
    expect(first.body.meta.next_page_url).toBe(
      'http://localhost:4001/api/activity?kind=user.inviteEmailSent&page=2',
    );
    const second = await read(superAdmin, '?kind=user.inviteEmailSent&page=2');
    expect(ids(second)).toEqual([3, 2, 1]);
  });

  it('filters by company, user acted on, actor, kind and inclusive UTC days', async () => {
    await someChanges();
    expect(ids(await read(superAdmin, `?companyId=${ACME_COMPANY_ID}`))).toEqual([5, 2, 1]);
    expect(ids(await read(superAdmin, `?companyId=${LARGE_COMPANY_ID}`))).toEqual([3]);
    expect(ids(await read(superAdmin, `?userId=${encodeURIComponent(DEMO_USER.id)}`))).toEqual([
      2, 1,
    ]);
    expect(ids(await read(superAdmin, `?actorId=${encodeURIComponent(DEMO_ADMIN.id)}`))).toEqual([
      4, 2,
    ]);
    expect(ids(await read(superAdmin, '?kind=user.inviteEmailSent'))).toEqual([4, 3, 1]);
    const today = getDatabase().activity[0]!.at.slice(0, 10);
    expect(ids(await read(superAdmin, `?from=${today}&to=${today}`))).toEqual([5, 4, 3, 2, 1]);
    expect(ids(await read(superAdmin, '?to=2020-01-01'))).toEqual([]);
    expect(ids(await read(superAdmin, '?from=2999-01-01'))).toEqual([]);
    // Combined, every filter holds.
    expect(
      ids(
        await read(
          superAdmin,
          `?companyId=${ACME_COMPANY_ID}&actorId=${encodeURIComponent(DEMO_SUPER_ADMIN.id)}&kind=user.inviteEmailSent`,
        ),
      ),
    ).toEqual([1]);
  });

  it('takes from and to as whole UTC days, both included', async () => {
    addActivityEntries(
      getDatabase(),
      [
        '2026-01-12T23:59:59.999Z',
        '2026-01-13T00:00:00.000Z',
        '2026-01-14T23:59:59.999Z',
        '2026-01-15T00:00:00.000Z',
      ].map((at) => buildActivityEntry({ at })),
    );
    expect(ids(await read(superAdmin, '?from=2026-01-13&to=2026-01-14'))).toEqual([3, 2]);
    expect(ids(await read(superAdmin, '?from=2026-01-14'))).toEqual([4, 3]);
    expect(ids(await read(superAdmin, '?to=2026-01-12'))).toEqual([1]);
    // A change made afterwards takes the next id: newest first still.
    await superAdmin.post(`${userPath(DEMO_USER.id)}/send-invite-email`);
    expect(ids(await read(superAdmin))).toEqual([5, 4, 3, 2, 1]);
  });

  it.each([
    ['kind=user.renamed', 'kind'],
    ['from=2026-02-30', 'from'],
    ['to=yesterday', 'to'],
    ['from=2026-01-02&to=2026-01-01', 'to'],
    ['companyId=acme', 'companyId'],
  ])('refuses a malformed filter (%s) with a 422 on its field', async (query, field) => {
    const answer = await superAdmin.get<ApiErrorBody>(`/activity?${query}`);
    expect(answer.status).toBe(422);
    expect(answer.body.errors?.map((error) => error.field)).toEqual([field]);
  });
});

describe('who may read GET /activity', () => {
  it('refuses base users with 403', async () => {
    await someChanges();
    expect(await apiAs(DEMO_USER.id).get('/activity')).toEqual({
      status: 403,
      body: { message: 'You do not have permission to do this' },
    });
    expect((await apiAs(DEMO_USER.id).get(`/activity?companyId=${ACME_COMPANY_ID}`)).status).toBe(
      403,
    );
  });

  it("shows an admin their own company's activity only, refused outside calls included", async () => {
    await someChanges();
    const own = await read(admin);
    expect(ids(own)).toEqual([5, 2, 1]);
    expect(own.body.data.every((entry: ActivityEntry) => entry.companyId === ACME_COMPANY_ID)).toBe(
      true,
    );
    expect(ids(await read(admin, `?companyId=${ACME_COMPANY_ID}`))).toEqual([5, 2, 1]);
  });

  it("answers another company's activity as for every other call outside the scope: 404", async () => {
    await someChanges();
    expect(await admin.get(`/activity?companyId=${LARGE_COMPANY_ID}`)).toEqual(NOT_FOUND);
    expect(await apiAs(DEMO_USER.id).get(`/activity?companyId=${LARGE_COMPANY_ID}`)).toEqual(
      NOT_FOUND,
    );
  });

  it("keeps an admin's refused call on another company out of that company's record", async () => {
    await someChanges();
    // Entry 4: Acme's admin tried a user of another company (404), named under no company.
    const refused = getDatabase().activity[3]!;
    expect(refused).toMatchObject({ status: 404, companyId: null, user: null });
    expect(ids(await read(superAdmin, `?companyId=${LARGE_COMPANY_ID}`))).not.toContain(4);
    expect(ids(await read(admin))).not.toContain(4);
    expect(ids(await read(superAdmin))).toContain(4);
  });

  it('lets an emulating super admin read only what the emulated user may', async () => {
    await someChanges();
    await superAdmin.post(`${userPath(DEMO_USER.id)}/set-emulate`);
    expect((await superAdmin.get('/activity')).status).toBe(403);
    await superAdmin.post(`${userPath(DEMO_ADMIN.id)}/set-emulate`);
    // Acme's entries, the two emulations (6, 7) among them.
    expect(ids(await read(superAdmin))).toEqual([7, 6, 5, 2, 1]);
  });
});
