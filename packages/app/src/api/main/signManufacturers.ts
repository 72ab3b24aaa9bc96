import type { SignManufacturer } from '@admin-hub/domain/entities';
import { CACHE_SECONDS } from '@admin-hub/domain/constants';
import { mainApi } from '../mainApi.ts';
import { orSessionEnded } from '../tags.ts';

export const signManufacturersApi = mainApi.injectEndpoints({
  endpoints: (build) => ({
    getSignManufacturers: build.query<SignManufacturer[], void>({
      query: () => 'sign-manufacturers',
      providesTags: orSessionEnded(() => ['SignManufacturer' as const]),
      keepUnusedDataFor: CACHE_SECONDS.signManufacturers,
    }),
  }),
});

export const { useGetSignManufacturersQuery } = signManufacturersApi;
