import { describe, expect, it } from 'vitest';
import { ACME_COMPANY_ID, DEMO_SUPER_ADMIN, DEMO_USER } from '@admin-hub/api-mocks';
import { entityTag } from '@admin-hub/domain/entityTag';
import {
  companiesApi,
  contentCompaniesApi,
  signPermissionsApi,
  usersApi,
} from '../../api/index.ts';
import { setupMockApiServer } from '../../testing/mockApiServer.ts';
import { freshRecords } from './freshRecords.ts';
import type { FreshRecord } from './freshRecords.ts';

const { testStore } = setupMockApiServer();

const jordan = { ...DEMO_USER, companyId: ACME_COMPANY_ID };

const found = <Record>(fresh: FreshRecord<Record>): Record => {
  if (!('found' in fresh)) throw new Error(`not found: ${JSON.stringify(fresh)}`);
  return fresh.found;
};

// The hub's If-Match is the version of the record its fresh read returned: an API that honours
// the header (the mock does) takes it, and refuses an older one with 409.
describe('freshRecords and the If-Match of each guarded PUT', () => {
  const stale = entityTag({ stale: true });

  it('Edit user: a user of GET /users', async () => {
    const store = testStore(DEMO_SUPER_ADMIN.id);
    const user = found(await freshRecords.user(store.dispatch, jordan));
    const put = (ifMatch: string) =>
      store.dispatch(usersApi.endpoints.updateUser.initiate({ ...user, lastName: 'Lee', ifMatch }));
    await expect(put(stale).unwrap()).rejects.toMatchObject({ status: 409 });
    await expect(put(entityTag(user)).unwrap()).resolves.toMatchObject({ lastName: 'Lee' });
  });

  it('Edit company and the MFA switch: GET /companies/{id}', async () => {
    const store = testStore(DEMO_SUPER_ADMIN.id);
    const company = found(await freshRecords.company(store.dispatch, ACME_COMPANY_ID));
    const { name, signManufacturerId, manufacturerSignupType } = company;
    await expect(
      store
        .dispatch(
          companiesApi.endpoints.updateMfaStatus.initiate({
            companyId: ACME_COMPANY_ID,
            isMfaEnabled: true,
            ifMatch: stale,
          }),
        )
        .unwrap(),
    ).rejects.toMatchObject({ status: 409 });
    await expect(
      store
        .dispatch(
          companiesApi.endpoints.updateCompany.initiate({
            companyId: ACME_COMPANY_ID,
            name: `${name} West`,
            signManufacturerId,
            manufacturerSignupType,
            ifMatch: entityTag(company),
          }),
        )
        .unwrap(),
    ).resolves.toMatchObject({ name: `${name} West` });
  });

  it('Edit Credits and Edit Subscriber: GET /company/{id}', async () => {
    const store = testStore(DEMO_SUPER_ADMIN.id);
    const account = found(await freshRecords.contentCompany(store.dispatch, ACME_COMPANY_ID));
    const credits = (ifMatch: string) =>
      store.dispatch(
        contentCompaniesApi.endpoints.updateCompanyCredits.initiate({
          companyId: ACME_COMPANY_ID,
          downloadCredits: 77,
          requestCredits: 7,
          ifMatch,
        }),
      );
    await expect(credits(stale).unwrap()).rejects.toMatchObject({ status: 409 });
    const saved = await credits(entityTag(account)).unwrap();
    expect(saved).toMatchObject({ downloadCredits: 77 });
    const now = found(await freshRecords.contentCompany(store.dispatch, ACME_COMPANY_ID));
    await expect(
      store
        .dispatch(
          contentCompaniesApi.endpoints.updateCompanySubscriber.initiate({
            companyId: ACME_COMPANY_ID,
            subscriberAuthId: DEMO_USER.id,
            ifMatch: entityTag(now),
          }),
        )
        .unwrap(),
    ).resolves.toMatchObject({ subscriberUser: { authId: DEMO_USER.id } });
  });

  it('Scheduler Sign Permissions: GET users/{userId}/signs/permissions', async () => {
    const store = testStore(DEMO_SUPER_ADMIN.id);
    const granted = found(await freshRecords.signPermissions(store.dispatch, DEMO_USER.id));
    const put = (ifMatch: string) =>
      store.dispatch(
        signPermissionsApi.endpoints.updateSchedulerSignPermissions.initiate({
          userId: DEMO_USER.id,
          signIds: [1],
          ifMatch,
        }),
      );
    await expect(put(stale).unwrap()).rejects.toMatchObject({ status: 409 });
    await expect(put(entityTag(granted)).unwrap()).resolves.toEqual([{ signId: 1 }]);
  });

  it('says a deleted user as deleted, not as a failure', async () => {
    const store = testStore(DEMO_SUPER_ADMIN.id);
    await store
      .dispatch(
        usersApi.endpoints.deleteUser.initiate({ id: DEMO_USER.id, companyId: ACME_COMPANY_ID }),
      )
      .unwrap();
    expect(await freshRecords.user(store.dispatch, jordan)).toEqual({ gone: true });
    expect(await freshRecords.signPermissions(store.dispatch, DEMO_USER.id)).toEqual({
      gone: true,
    });
    expect(store.notify.error).not.toHaveBeenCalled();
  });
});
