import type { AuthId, SchedulerSignPermission } from '@admin-hub/domain/entities';
import { CACHE_SECONDS } from '@admin-hub/domain/constants';
import { api } from '../api.ts';
import { ifMatchHeaders, type IfMatch } from '../ifMatch.ts';
import { changeTags, orSessionEnded } from '../tags.ts';
import type { ChangeRule } from '../tags.ts';

export interface UpdateSchedulerSignPermissionsArgs extends IfMatch {
  userId: AuthId;
  signIds: number[];
}

/** What each change of sign permissions refreshes (its `invalidatesTags`, and a run's pass at its end). */
export const SIGN_PERMISSION_CHANGES = {
  updateSchedulerSignPermissions: ({ userId }) => [{ type: 'SignPermission', id: userId }],
} satisfies { updateSchedulerSignPermissions: ChangeRule<UpdateSchedulerSignPermissionsArgs> };

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
      invalidatesTags: changeTags(SIGN_PERMISSION_CHANGES.updateSchedulerSignPermissions),
      query: ({ userId, signIds, ifMatch }) => ({
        url: `users/${encodeURIComponent(userId)}/signs/permissions`,
        method: 'PUT',
        headers: ifMatchHeaders(ifMatch),
        body: { signIds },
      }),
    }),
  }),
});

export const { useGetSchedulerSignPermissionsQuery, useUpdateSchedulerSignPermissionsMutation } =
  signPermissionsApi;
