import type { SchedulerSign } from '@admin-hub/domain/entities';
import { CACHE_SECONDS } from '@admin-hub/domain/constants';
import { api } from '../api.ts';
import { changeTags, LIST, listTags, orSessionEnded } from '../tags.ts';
import type { ChangeRule } from '../tags.ts';

/** Query filters of GET /signs. */
export interface GetSchedulerSignsArgs {
  companyId?: number;
}

/** What each change of a scheduler sign refreshes (its `invalidatesTags`, and a run's pass at its end). */
export const SCHEDULER_SIGN_CHANGES = {
  // Permissions may name the deleted sign.
  deleteSchedulerSign: (id) => [
    { type: 'SchedulerSign', id },
    { type: 'SchedulerSign', id: LIST },
    'SignPermission',
  ],
} satisfies { deleteSchedulerSign: ChangeRule<number> };

export const schedulerSignsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSchedulerSigns: build.query<SchedulerSign[], GetSchedulerSignsArgs>({
      extraOptions: { backend: 'scheduler' },
      query: ({ companyId }) => ({ url: 'signs', params: { companyId } }),
      providesTags: orSessionEnded((result) => listTags('SchedulerSign', result)),
      keepUnusedDataFor: CACHE_SECONDS.schedulerSigns,
    }),
    deleteSchedulerSign: build.mutation<void, number>({
      extraOptions: { backend: 'scheduler' },
      invalidatesTags: changeTags(SCHEDULER_SIGN_CHANGES.deleteSchedulerSign),
      query: (id) => ({ url: `signs/${id}`, method: 'DELETE' }),
    }),
  }),
});

export const { useGetSchedulerSignsQuery, useDeleteSchedulerSignMutation } = schedulerSignsApi;
