import type { ContentSign } from '@admin-hub/domain/entities';
import { CACHE_SECONDS } from '@admin-hub/domain/constants';
import { api } from '../api.ts';
import { orSessionEnded } from '../tags.ts';

/** A company's {product} signs, served by the main API's admin route. */
export const contentSignsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getContentSigns: build.query<ContentSign[], number>({
      extraOptions: { backend: 'main' },
      query: (companyId) => `admin/company-signs/${companyId}`,
      providesTags: orSessionEnded((_result, _error, companyId) => [
        { type: 'ContentSign' as const, id: companyId },
      ]),
      keepUnusedDataFor: CACHE_SECONDS.contentSigns,
    }),
  }),
});

export const { useGetContentSignsQuery } = contentSignsApi;
