import type { SignManufacturer } from '@admin-hub/domain/entities';
import { CACHE_SECONDS } from '@admin-hub/domain/constants';
import { api } from '../api.ts';
import { orSessionEnded } from '../tags.ts';

export const signManufacturersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSignManufacturers: build.query<SignManufacturer[], void>({
      extraOptions: { backend: 'main' },
      query: () => 'sign-manufacturers',
      providesTags: orSessionEnded(() => ['SignManufacturer' as const]),
      keepUnusedDataFor: CACHE_SECONDS.signManufacturers,
    }),
  }),
});

export const { useGetSignManufacturersQuery } = signManufacturersApi;
