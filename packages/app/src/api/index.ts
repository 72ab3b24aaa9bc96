export { mainApi } from './mainApi.ts';
export { contentApi } from './contentApi.ts';
export { schedulerApi } from './schedulerApi.ts';
export {
  ACCESS_TOKEN_ERROR,
  createBaseQuery,
  isAccessTokenError,
  retryDelayMs,
} from './baseQuery.ts';
export type { ApiExtraArgument, ApiExtraOptions, Backend } from './baseQuery.ts';
export { LIST } from './tags.ts';

export {
  usersApi,
  companyUsersArgs,
  useGetMeQuery,
  useGetUsersQuery,
  useCreateUserMutation,
  useUpdateUserMutation,
  useDeleteUserMutation,
  useCreatePasswordResetLinkMutation,
  useSendInviteEmailMutation,
  useSendPasswordResetEmailMutation,
  useSetEmulateMutation,
  useClearEmulateMutation,
  useGetMfaDevicesQuery,
  useDeleteMfaDeviceMutation,
} from './main/users.ts';
export type { DeleteMfaDeviceArgs, DeleteUserArgs, GetUsersArgs } from './main/users.ts';

export {
  companiesApi,
  useGetCompaniesQuery,
  useGetCompanyQuery,
  useCreateCompanyMutation,
  useUpdateCompanyMutation,
  useDeleteCompanyMutation,
  useUpdateMfaStatusMutation,
} from './main/companies.ts';
export type { GetCompaniesArgs, UpdateCompanyArgs, UpdateMfaStatusArgs } from './main/companies.ts';

export { signManufacturersApi, useGetSignManufacturersQuery } from './main/signManufacturers.ts';
export { contentSignsApi, useGetContentSignsQuery } from './main/contentSigns.ts';

export {
  contentCompaniesApi,
  useGetContentCompanyQuery,
  useUpdateCompanyCreditsMutation,
  useUpdateCompanySubscriberMutation,
} from './content/contentCompanies.ts';
export type { UpdateCompanyCreditsArgs } from './content/contentCompanies.ts';

export {
  schedulerSignsApi,
  useGetSchedulerSignsQuery,
  useDeleteSchedulerSignMutation,
} from './scheduler/signs.ts';
export type { GetSchedulerSignsArgs } from './scheduler/signs.ts';

export {
  signPermissionsApi,
  useGetSchedulerSignPermissionsQuery,
  useUpdateSchedulerSignPermissionsMutation,
} from './scheduler/signPermissions.ts';
export type { UpdateSchedulerSignPermissionsArgs } from './scheduler/signPermissions.ts';

export { inviteUser, useInviteUser } from './inviteUser.ts';
export type { InviteUserArgs, InviteUserResult } from './inviteUser.ts';
