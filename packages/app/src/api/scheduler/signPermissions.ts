import type { AuthId, SchedulerSignPermission } from '@admin-hub/domain/entities';
import { CACHE_SECONDS } from '@admin-hub/domain/constants';
import { api } from '../api.ts';
import { orSessionEnded } from '../tags.ts';

export interface UpdateSchedulerSignPermissionsArgs {
  userId: AuthId;
  signIds: number[];
}

export const signPermissionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSchedulerSignPermissions: build.query<SchedulerSignPermission[], AuthId>({
      extraOptions: { backend: 'scheduler' },
      query: (userId) => `users/${encodeURIComponent(userId)}/signs/permissions`,
      providesTags: orSessionEnded((_result, _error, userId) => [
        { type: 'SignPermission' as const, id: userId },
      ]),
      keepUnusedDataFor: CACHE_SECONDS.signPermissions,
    }),
    updateSchedulerSignPermissions: build.mutation<
      SchedulerSignPermission[],
      UpdateSchedulerSignPermissionsArgs
    >({
      extraOptions: { backend: 'scheduler' },
      query: ({ userId, signIds }) => ({
        url: `users/${encodeURIComponent(userId)}/signs/permissions`,
        method: 'PUT',
        body: { signIds },
      }),
    }),
  }),
});

export const { useGetSchedulerSignPermissionsQuery, useUpdateSchedulerSignPermissionsMutation } =
  signPermissionsApi;
