import type { SchedulerSign } from '@admin-hub/domain/entities';
import { CACHE_SECONDS } from '@admin-hub/domain/constants';
import { api } from '../api.ts';
import { listTags, orSessionEnded } from '../tags.ts';

/** Query filters of GET /signs. */
export interface GetSchedulerSignsArgs {
  companyId?: number;
}

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
      query: (id) => ({ url: `signs/${id}`, method: 'DELETE' }),
    }),
  }),
});

export const { useGetSchedulerSignsQuery, useDeleteSchedulerSignMutation } = schedulerSignsApi;
