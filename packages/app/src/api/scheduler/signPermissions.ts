import type { AuthId, SchedulerSignPermission } from '@admin-hub/domain/entities';
import { CACHE_SECONDS } from '@admin-hub/domain/constants';
import { schedulerApi } from '../schedulerApi.ts';
import { orSessionEnded } from '../tags.ts';

export interface UpdateSchedulerSignPermissionsArgs {
  userId: AuthId;
  signIds: number[];
}

export const signPermissionsApi = schedulerApi.injectEndpoints({
  endpoints: (build) => ({
    getSchedulerSignPermissions: build.query<SchedulerSignPermission[], AuthId>({
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
