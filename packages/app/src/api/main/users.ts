import type {
  AuthId,
  CreateUserPayload,
  CurrentUser,
  MfaDevice,
  Paged,
  PasswordResetResponse,
  UpdateUserPayload,
  User,
} from '@admin-hub/domain/entities';
import { CACHE_SECONDS, COMPANY_DETAIL_USERS_PAGE_SIZE } from '@admin-hub/domain/constants';
import { api } from '../api.ts';
import { usersQuery } from './usersQuery.ts';
import type { GetUsersArgs } from './usersQuery.ts';
import { ifMatchHeaders, type IfMatch } from '../ifMatch.ts';
import { changeTags, LIST, orSessionEnded } from '../tags.ts';
import type { ChangeRule } from '../tags.ts';

/** The company detail page's users query (spec §7: perPage 200), shared so every caller hits one cache entry. */
export const companyUsersArgs = (companyId: number): GetUsersArgs => ({
  companyId,
  page: 1,
  perPage: COMPANY_DETAIL_USERS_PAGE_SIZE,
  sort: 'name',
  direction: 'asc',
});

/** A user to delete; `companyId` says which company's member count changes. */
export interface DeleteUserArgs {
  id: AuthId;
  companyId: number;
}

export interface DeleteMfaDeviceArgs {
  userId: AuthId;
  deviceId: string;
}

const NONE = () => [];

/** What each change of a user refreshes (its `invalidatesTags`, and a run's pass at its end). */
export const USER_CHANGES = {
  // A company's answer lists its users; the companies list counts them.
  createUser: ({ companyId }) => [
    { type: 'User', id: LIST },
    { type: 'Company', id: companyId },
    { type: 'Company', id: LIST },
  ],
  // Names, emails and roles show in the company's answer, and the subscriber's email on its
  // content account; the signed-in user may have edited themselves.
  updateUser: ({ id }, result) => [
    { type: 'User', id },
    { type: 'User', id: LIST },
    result ? { type: 'Company', id: result.companyId } : 'Company',
    'Me',
    result ? { type: 'ContentCompany', id: result.companyId } : 'ContentCompany',
  ],
  // The back-ends drop the user's devices, sign permissions and subscription with them.
  deleteUser: ({ id, companyId }) => [
    { type: 'User', id },
    { type: 'User', id: LIST },
    { type: 'Company', id: companyId },
    { type: 'Company', id: LIST },
    { type: 'MfaDevice', id },
    { type: 'ContentCompany', id: companyId },
    { type: 'SignPermission', id },
  ],
  createPasswordResetLink: NONE,
  sendInviteEmail: NONE,
  sendPasswordResetEmail: NONE,
  // Every answer may differ: more than tags say, every cache is reset (changeEffects).
  setEmulate: NONE,
  clearEmulate: NONE,
  deleteMfaDevice: ({ userId }) => [{ type: 'MfaDevice', id: userId }],
} satisfies {
  createUser: ChangeRule<CreateUserPayload>;
  updateUser: ChangeRule<UpdateUserPayload, User>;
  deleteUser: ChangeRule<DeleteUserArgs>;
  deleteMfaDevice: ChangeRule<DeleteMfaDeviceArgs>;
  [name: string]: ChangeRule<never, never>;
};

export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The argument only keys the cache (the signed-in identity), so a new identity loads anew. */
    getMe: build.query<CurrentUser, AuthId | void>({
      extraOptions: { backend: 'main' },
      query: () => 'users/me',
      providesTags: orSessionEnded(() => ['Me' as const]),
      keepUnusedDataFor: CACHE_SECONDS.users,
    }),
    getUsers: build.query<Paged<User>, GetUsersArgs>({
      extraOptions: { backend: 'main' },
      query: usersQuery,
      // The list's tag alone: every change to a user refreshes the lists too (USER_CHANGES; a
      // test holds it). A tag per user would index every user of every page read, and a
      // 10,000-user company read whole (an invite list's check, 'Select all') copied that
      // index once per page: a profile of one 500-address check spent 0.4 s in those copies.
      providesTags: orSessionEnded(() => [{ type: 'User' as const, id: LIST }]),
      keepUnusedDataFor: CACHE_SECONDS.users,
    }),
    createUser: build.mutation<User, CreateUserPayload>({
      extraOptions: { backend: 'main' },
      invalidatesTags: changeTags(USER_CHANGES.createUser),
      query: ({ companyId, role, email, sendInviteEmail }) => ({
        url: 'users',
        method: 'POST',
        body: { companyId, role, email, sendInviteEmail },
      }),
    }),
    updateUser: build.mutation<User, UpdateUserPayload & IfMatch>({
      extraOptions: { backend: 'main' },
      invalidatesTags: changeTags(USER_CHANGES.updateUser),
      query: ({ id, firstName, lastName, email, role, ifMatch }) => ({
        url: `users/${encodeURIComponent(id)}`,
        method: 'PUT',
        headers: ifMatchHeaders(ifMatch),
        body: { id, firstName, lastName, email, role },
      }),
    }),
    deleteUser: build.mutation<void, DeleteUserArgs>({
      extraOptions: { backend: 'main' },
      invalidatesTags: changeTags(USER_CHANGES.deleteUser),
      query: ({ id }) => ({ url: `users/${encodeURIComponent(id)}`, method: 'DELETE' }),
    }),
    /** A POST that creates a fresh link each time, so a mutation rather than a cached query. */
    createPasswordResetLink: build.mutation<PasswordResetResponse, AuthId>({
      extraOptions: { backend: 'main' },
      invalidatesTags: changeTags(USER_CHANGES.createPasswordResetLink),
      query: (id) => ({
        url: `users/${encodeURIComponent(id)}/password-reset-link`,
        method: 'POST',
      }),
    }),
    sendInviteEmail: build.mutation<void, AuthId>({
      extraOptions: { backend: 'main' },
      invalidatesTags: changeTags(USER_CHANGES.sendInviteEmail),
      query: (id) => ({ url: `users/${encodeURIComponent(id)}/send-invite-email`, method: 'POST' }),
    }),
    sendPasswordResetEmail: build.mutation<void, AuthId>({
      extraOptions: { backend: 'main' },
      invalidatesTags: changeTags(USER_CHANGES.sendPasswordResetEmail),
      query: (id) => ({
        url: `users/${encodeURIComponent(id)}/send-password-reset-email`,
        method: 'POST',
      }),
    }),
    setEmulate: build.mutation<void, AuthId>({
      extraOptions: { backend: 'main' },
      invalidatesTags: changeTags(USER_CHANGES.setEmulate),
      query: (id) => ({ url: `users/${encodeURIComponent(id)}/set-emulate`, method: 'POST' }),
    }),
    clearEmulate: build.mutation<void, void>({
      extraOptions: { backend: 'main' },
      invalidatesTags: changeTags(USER_CHANGES.clearEmulate),
      query: () => ({ url: 'users/clear-emulate', method: 'POST' }),
    }),
    getMfaDevices: build.query<MfaDevice[], AuthId>({
      extraOptions: { backend: 'main' },
      query: (userId) => `users/${encodeURIComponent(userId)}/mfa-devices`,
      providesTags: orSessionEnded((_result, _error, userId) => [
        { type: 'MfaDevice' as const, id: userId },
      ]),
      keepUnusedDataFor: CACHE_SECONDS.mfaDevices,
    }),
    deleteMfaDevice: build.mutation<void, DeleteMfaDeviceArgs>({
      extraOptions: { backend: 'main' },
      invalidatesTags: changeTags(USER_CHANGES.deleteMfaDevice),
      query: ({ userId, deviceId }) => ({
        url: `users/${encodeURIComponent(userId)}/mfa-devices/${encodeURIComponent(deviceId)}`,
        method: 'DELETE',
      }),
    }),
  }),
});

export const {
  useGetMeQuery,
  useGetUsersQuery,
  useUpdateUserMutation,
  useDeleteUserMutation,
  useCreatePasswordResetLinkMutation,
  useSendInviteEmailMutation,
  useSendPasswordResetEmailMutation,
  useSetEmulateMutation,
  useClearEmulateMutation,
  useGetMfaDevicesQuery,
  useDeleteMfaDeviceMutation,
} = usersApi;
