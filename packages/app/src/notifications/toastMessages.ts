import { createUserErrorMessage } from '@admin-hub/domain/createUserErrorMessage';
import { MESSAGES } from '@admin-hub/domain/messages';
import { ACCESS_TOKEN_ERROR, isAccessTokenError } from '../api/baseQuery.ts';
import { errorBody } from '../api/errorBody.ts';
import { isChangedMeanwhileError } from '../api/ifMatch.ts';
import { isSessionEndedError } from '../api/sessionEndedError.ts';
import type { contentCompaniesApi } from '../api/content/contentCompanies.ts';
import type { activityApi } from '../api/main/activity.ts';
import type { companiesApi } from '../api/main/companies.ts';
import type { contentSignsApi } from '../api/main/contentSigns.ts';
import type { signManufacturersApi } from '../api/main/signManufacturers.ts';
import type { usersApi } from '../api/main/users.ts';
import type { signPermissionsApi } from '../api/scheduler/signPermissions.ts';
import type { schedulerSignsApi } from '../api/scheduler/signs.ts';

export type ApiEndpointName =
  | keyof typeof usersApi.endpoints
  | keyof typeof companiesApi.endpoints
  | keyof typeof signManufacturersApi.endpoints
  | keyof typeof contentSignsApi.endpoints
  | keyof typeof contentCompaniesApi.endpoints
  | keyof typeof schedulerSignsApi.endpoints
  | keyof typeof signPermissionsApi.endpoints
  | keyof typeof activityApi.endpoints;

/** A call's toasts; a missing text means that outcome is silent. `{product}` is filled from config. */
export interface ToastMessage {
  success?: string;
  error?: string;
}

/** The texts of spec §8 per endpoint. Query successes are never toasted, so queries carry only errors. */
export const toastMessages = {
  // Spec §7: a failed current-user call is handled only by clearing the loading flag.
  getMe: {},
  getUsers: { error: 'Error loading users' },
  createUser: { success: 'User created', error: MESSAGES.errorCreatingUser },
  updateUser: { success: 'User updated', error: 'Error updating user' },
  deleteUser: { success: 'User deleted', error: 'Error deleting user' },
  createPasswordResetLink: { error: 'Error loading password reset link' },
  sendInviteEmail: {
    success: 'Invite email sent successfully',
    error: 'Error sending invite email',
  },
  sendPasswordResetEmail: {
    success: 'Password reset email sent successfully',
    error: 'Error sending password reset email',
  },
  setEmulate: { success: 'User emulated', error: 'Error emulating user' },
  clearEmulate: { success: 'User emulation exited', error: 'Error exiting emulation' },
  getMfaDevices: { error: 'Error loading MFA devices' },
  deleteMfaDevice: { success: 'MFA device deleted', error: 'Error deleting MFA device' },
  getCompanies: { error: 'Error loading companies' },
  getCompany: { error: 'Error loading company' },
  createCompany: { success: 'Company created', error: 'Error creating company' },
  updateCompany: { success: 'Company updated', error: 'Error updating company' },
  deleteCompany: { success: 'Company deleted', error: 'Error deleting company' },
  updateMfaStatus: { success: 'MFA status updated', error: 'Error updating MFA status' },
  getSignManufacturers: { error: 'Error loading sign manufacturers' },
  getContentSigns: { error: 'Error loading {product} signs' },
  getContentCompany: { error: 'Error loading {product} company' },
  updateCompanyCredits: {
    success: 'Company credits updated',
    error: 'Error updating company credits',
  },
  updateCompanySubscriber: {
    success: 'Company subscriber updated',
    error: 'Error updating company subscriber',
  },
  getSchedulerSigns: { error: 'Error loading scheduler signs' },
  deleteSchedulerSign: {
    success: 'Scheduler sign deleted',
    error: 'Error deleting scheduler sign',
  },
  getSchedulerSignPermissions: { error: 'Error loading scheduler sign permissions' },
  updateSchedulerSignPermissions: {
    success: 'Scheduler sign permissions updated',
    error: 'Error updating scheduler sign permissions',
  },
  /** Not in the spec (issue 36): the proposed activity record's read. */
  getActivity: { error: 'Error loading activity' },
  clipboard: {
    success: 'Successfully copied link to clipboard',
    error: 'Error copying link to clipboard',
  },
  accessToken: { error: ACCESS_TOKEN_ERROR },
} as const satisfies Record<ApiEndpointName | 'clipboard' | 'accessToken', ToastMessage>;

/** The permission rules' messages (spec §6): a 403 carrying one is clearer than the generic error. */
const RULE_MESSAGES: ReadonlySet<string> = new Set([
  MESSAGES.cannotDeleteSelf,
  MESSAGES.atLeastOneAdmin,
  MESSAGES.adminCannotEditSuperAdmin,
  MESSAGES.userCannotEditRoles,
  MESSAGES.superAdminCannotDeleteSuperAdmin,
  MESSAGES.adminCannotDeleteSuperAdmin,
  MESSAGES.userCannotDeleteUsers,
  MESSAGES.superAdminRoleNotGrantable,
]);

export const withProduct = (text: string, productName: string): string =>
  text.replaceAll('{product}', productName);

const statusOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;

export const successToastText = (
  endpoint: ApiEndpointName,
  productName: string,
): string | undefined => {
  const { success } = toastMessages[endpoint] as ToastMessage;
  return success === undefined ? undefined : withProduct(success, productName);
};

/** The error toast of a failed call, or undefined when that failure is silent. */
export function errorToastText(
  endpoint: ApiEndpointName,
  error: unknown,
  productName: string,
): string | undefined {
  if (isAccessTokenError(error)) return ACCESS_TOKEN_ERROR;
  const body = errorBody(error);
  if (statusOf(error) === 403 && body && RULE_MESSAGES.has(body.message)) return body.message;
  if (endpoint === 'createUser') return createUserErrorMessage(body);
  const text = (toastMessages[endpoint] as ToastMessage).error;
  return text === undefined ? undefined : withProduct(text, productName);
}

/**
 * The words a failed call is met with, in its error toast and in the dialog that made it; none
 * for a session that ended (one prompt says that for every call), a guarded change refused
 * because the record changed meanwhile (409, issue 36: its dialog compares again and shows what
 * changed) or a silent failure.
 */
export const failureText = (
  endpoint: ApiEndpointName,
  error: unknown,
  productName: string,
): string | undefined =>
  isSessionEndedError(error) || isChangedMeanwhileError(error)
    ? undefined
    : errorToastText(endpoint, error, productName);
