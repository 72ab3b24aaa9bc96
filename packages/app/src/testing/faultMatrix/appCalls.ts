import { ACME_COMPANY_ID, DEMO_ADMIN, DEMO_USER, EMPTY_COMPANY_ID } from '@admin-hub/api-mocks';
import type { EndpointId } from '@admin-hub/api-mocks';
import { ManufacturerSignupType, Role } from '@admin-hub/domain/roles';
import { contentCompaniesApi } from '../../api/content/contentCompanies.ts';
import { companiesApi } from '../../api/main/companies.ts';
import { activityApi } from '../../api/main/activity.ts';
import { contentSignsApi } from '../../api/main/contentSigns.ts';
import { signManufacturersApi } from '../../api/main/signManufacturers.ts';
import { usersApi } from '../../api/main/users.ts';
import { signPermissionsApi } from '../../api/scheduler/signPermissions.ts';
import { schedulerSignsApi } from '../../api/scheduler/signs.ts';
import { DEMO_CONFIG } from '../../config/DEMO_CONFIG.ts';
import type { AppStore } from '../../store/createAppStore.ts';

/** One call of spec §7 as the app makes it, with what the user must be told (spec §8). */
export interface AppCall {
  /** Dispatches the app's RTK Query endpoint with arguments the seeded data accepts. */
  run: (store: AppStore) => PromiseLike<unknown>;
  /** Its error toast, or null where the spec documents silence. */
  errorToast: string | null;
  /** Its success toast (changes only; loading data is silent). */
  successToast?: string;
}

const PRODUCT = DEMO_CONFIG.productName;
/** Scheduler sign 1 is one of Acme's (the demo base user is granted signs 1 to 3). */
const ACME_SIGN_ID = 1;

/**
 * Every call of the endpoint table, keyed by its id there, made by the super admin (who may make
 * every call) on the freshly seeded database. The texts are spec §8's, written out
 * here rather than read from the app's own table, so the matrix checks the app against the spec.
 */
export const APP_CALLS: Record<EndpointId, AppCall> = {
  // Spec §7: a failed current-user call is not handled beyond clearing the loading flag.
  'GET /users/me': {
    run: (s) => s.dispatch(usersApi.endpoints.getMe.initiate()),
    errorToast: null,
  },
  'POST /users': {
    run: (s) =>
      s.dispatch(
        usersApi.endpoints.createUser.initiate({
          companyId: ACME_COMPANY_ID,
          role: Role.User,
          email: 'fault.matrix@acme.example',
          sendInviteEmail: true,
        }),
      ),
    errorToast: 'Error creating user',
    successToast: 'User created',
  },
  'GET /users': {
    run: (s) =>
      s.dispatch(
        usersApi.endpoints.getUsers.initiate({
          page: 1,
          perPage: 40,
          sort: 'name',
          direction: 'asc',
        }),
      ),
    errorToast: 'Error loading users',
  },
  'PUT /users/:id': {
    run: (s) =>
      s.dispatch(
        usersApi.endpoints.updateUser.initiate({
          id: DEMO_USER.id,
          firstName: 'Una',
          lastName: 'Fault',
          email: DEMO_USER.email,
          role: Role.User,
        }),
      ),
    errorToast: 'Error updating user',
    successToast: 'User updated',
  },
  'DELETE /users/:id': {
    run: (s) =>
      s.dispatch(
        usersApi.endpoints.deleteUser.initiate({ id: DEMO_USER.id, companyId: ACME_COMPANY_ID }),
      ),
    errorToast: 'Error deleting user',
    successToast: 'User deleted',
  },
  'POST /users/:id/password-reset-link': {
    run: (s) => s.dispatch(usersApi.endpoints.createPasswordResetLink.initiate(DEMO_USER.id)),
    errorToast: 'Error loading password reset link',
  },
  'POST /users/:id/send-invite-email': {
    run: (s) => s.dispatch(usersApi.endpoints.sendInviteEmail.initiate(DEMO_USER.id)),
    errorToast: 'Error sending invite email',
    successToast: 'Invite email sent successfully',
  },
  'POST /users/:id/send-password-reset-email': {
    run: (s) => s.dispatch(usersApi.endpoints.sendPasswordResetEmail.initiate(DEMO_USER.id)),
    errorToast: 'Error sending password reset email',
    successToast: 'Password reset email sent successfully',
  },
  'POST /users/:id/set-emulate': {
    run: (s) => s.dispatch(usersApi.endpoints.setEmulate.initiate(DEMO_ADMIN.id)),
    errorToast: 'Error emulating user',
    successToast: 'User emulated',
  },
  'POST /users/clear-emulate': {
    run: (s) => s.dispatch(usersApi.endpoints.clearEmulate.initiate()),
    errorToast: 'Error exiting emulation',
    successToast: 'User emulation exited',
  },
  'GET /users/:id/mfa-devices': {
    run: (s) => s.dispatch(usersApi.endpoints.getMfaDevices.initiate(DEMO_USER.id)),
    errorToast: 'Error loading MFA devices',
  },
  'DELETE /users/:id/mfa-devices/:deviceId': {
    run: (s) =>
      s.dispatch(
        usersApi.endpoints.deleteMfaDevice.initiate({
          userId: DEMO_USER.id,
          deviceId: 'dev_acmeuser_totp',
        }),
      ),
    errorToast: 'Error deleting MFA device',
    successToast: 'MFA device deleted',
  },
  'POST /companies': {
    run: (s) =>
      s.dispatch(
        companiesApi.endpoints.createCompany.initiate({
          name: 'Fault Matrix Signs',
          signManufacturerId: null,
          manufacturerSignupType: ManufacturerSignupType.Standard,
        }),
      ),
    errorToast: 'Error creating company',
    successToast: 'Company created',
  },
  'GET /companies': {
    run: (s) =>
      s.dispatch(
        companiesApi.endpoints.getCompanies.initiate({
          sort: 'name',
          direction: 'asc',
          page: 1,
          perPage: 40,
        }),
      ),
    errorToast: 'Error loading companies',
  },
  'GET /companies/:id': {
    run: (s) => s.dispatch(companiesApi.endpoints.getCompany.initiate(ACME_COMPANY_ID)),
    errorToast: 'Error loading company',
  },
  'PUT /companies/:id': {
    run: (s) =>
      s.dispatch(
        companiesApi.endpoints.updateCompany.initiate({
          companyId: ACME_COMPANY_ID,
          name: 'Acme Signs',
          signManufacturerId: null,
          manufacturerSignupType: ManufacturerSignupType.Standard,
        }),
      ),
    errorToast: 'Error updating company',
    successToast: 'Company updated',
  },
  'DELETE /companies/:id': {
    run: (s) => s.dispatch(companiesApi.endpoints.deleteCompany.initiate(EMPTY_COMPANY_ID)),
    errorToast: 'Error deleting company',
    successToast: 'Company deleted',
  },
  'PUT /companies/:id/mfa-status': {
    run: (s) =>
      s.dispatch(
        companiesApi.endpoints.updateMfaStatus.initiate({
          companyId: ACME_COMPANY_ID,
          isMfaEnabled: true,
        }),
      ),
    errorToast: 'Error updating MFA status',
    successToast: 'MFA status updated',
  },
  'GET /sign-manufacturers': {
    run: (s) => s.dispatch(signManufacturersApi.endpoints.getSignManufacturers.initiate()),
    errorToast: 'Error loading sign manufacturers',
  },
  'GET /admin/company-signs/:companyId': {
    run: (s) => s.dispatch(contentSignsApi.endpoints.getContentSigns.initiate(ACME_COMPANY_ID)),
    errorToast: `Error loading ${PRODUCT} signs`,
  },
  // Proposed (issue 36), so its toast is the app's own words, not spec §8's.
  'GET /activity': {
    run: (s) => s.dispatch(activityApi.endpoints.getActivity.initiate({})),
    errorToast: 'Error loading activity',
  },
  // Its 404 (no {product} account) is a valid empty result, not a fault: see toastListener.test.ts.
  'content:GET /company/:id': {
    run: (s) =>
      s.dispatch(contentCompaniesApi.endpoints.getContentCompany.initiate(ACME_COMPANY_ID)),
    errorToast: `Error loading ${PRODUCT} company`,
  },
  'content:PUT /company/:id/credits': {
    run: (s) =>
      s.dispatch(
        contentCompaniesApi.endpoints.updateCompanyCredits.initiate({
          companyId: ACME_COMPANY_ID,
          downloadCredits: 150,
          requestCredits: 10,
        }),
      ),
    errorToast: 'Error updating company credits',
    successToast: 'Company credits updated',
  },
  'content:PUT /company/:id/subscriber-user': {
    run: (s) =>
      s.dispatch(
        contentCompaniesApi.endpoints.updateCompanySubscriber.initiate({
          companyId: ACME_COMPANY_ID,
          subscriberAuthId: DEMO_USER.id,
        }),
      ),
    errorToast: 'Error updating company subscriber',
    successToast: 'Company subscriber updated',
  },
  'scheduler:GET /signs': {
    run: (s) =>
      s.dispatch(
        schedulerSignsApi.endpoints.getSchedulerSigns.initiate({ companyId: ACME_COMPANY_ID }),
      ),
    errorToast: 'Error loading scheduler signs',
  },
  'scheduler:DELETE /signs/:id': {
    run: (s) => s.dispatch(schedulerSignsApi.endpoints.deleteSchedulerSign.initiate(ACME_SIGN_ID)),
    errorToast: 'Error deleting scheduler sign',
    successToast: 'Scheduler sign deleted',
  },
  'scheduler:GET /users/:userId/signs/permissions': {
    run: (s) =>
      s.dispatch(signPermissionsApi.endpoints.getSchedulerSignPermissions.initiate(DEMO_USER.id)),
    errorToast: 'Error loading scheduler sign permissions',
  },
  'scheduler:PUT /users/:userId/signs/permissions': {
    run: (s) =>
      s.dispatch(
        signPermissionsApi.endpoints.updateSchedulerSignPermissions.initiate({
          userId: DEMO_USER.id,
          signIds: [ACME_SIGN_ID],
        }),
      ),
    errorToast: 'Error updating scheduler sign permissions',
    successToast: 'Scheduler sign permissions updated',
  },
};
