import type { ContentCompany, CreditsPayload, SubscriberPayload } from '@admin-hub/domain/entities';
import { CACHE_SECONDS } from '@admin-hub/domain/constants';
import { api } from '../api.ts';
import { ifMatchHeaders, type IfMatch } from '../ifMatch.ts';
import { changeTags, orSessionEnded } from '../tags.ts';
import type { ChangeRule } from '../tags.ts';

/** Credits of one {product} company; `companyId` addresses it and is not sent (spec §7). */
export interface UpdateCompanyCreditsArgs extends CreditsPayload, IfMatch {
  companyId: number;
}

const NOT_FOUND = 404;

/** What each change of a content account refreshes (its `invalidatesTags`, and a run's pass at its end). */
export const CONTENT_COMPANY_CHANGES = {
  updateCompanyCredits: ({ companyId }) => [{ type: 'ContentCompany', id: companyId }],
  updateCompanySubscriber: ({ companyId }) => [{ type: 'ContentCompany', id: companyId }],
} satisfies {
  updateCompanyCredits: ChangeRule<UpdateCompanyCreditsArgs>;
  updateCompanySubscriber: ChangeRule<SubscriberPayload>;
};

export const contentCompaniesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** null when the company has no {product} account: the API answers 404, a valid empty result (spec §7). */
    getContentCompany: build.query<ContentCompany | null, number>({
      extraOptions: { backend: 'content' },
      query: (id) => ({
        url: `company/${id}`,
        validateStatus: (response) => response.ok || response.status === NOT_FOUND,
      }),
      transformResponse: (body: ContentCompany, meta) =>
        meta?.response?.status === NOT_FOUND ? null : body,
      providesTags: orSessionEnded((_result, _error, id) => [
        { type: 'ContentCompany' as const, id },
      ]),
      keepUnusedDataFor: CACHE_SECONDS.contentCompany,
    }),
    updateCompanyCredits: build.mutation<ContentCompany, UpdateCompanyCreditsArgs>({
      extraOptions: { backend: 'content' },
      invalidatesTags: changeTags(CONTENT_COMPANY_CHANGES.updateCompanyCredits),
      query: ({ companyId, downloadCredits, requestCredits, ifMatch }) => ({
        url: `company/${companyId}/credits`,
        method: 'PUT',
        headers: ifMatchHeaders(ifMatch),
        body: { downloadCredits, requestCredits },
      }),
    }),
    /** The argument carries the company; only the subscriber goes in the body. */
    updateCompanySubscriber: build.mutation<ContentCompany, SubscriberPayload & IfMatch>({
      extraOptions: { backend: 'content' },
      invalidatesTags: changeTags(CONTENT_COMPANY_CHANGES.updateCompanySubscriber),
      query: ({ companyId, subscriberAuthId, ifMatch }) => ({
        url: `company/${companyId}/subscriber-user`,
        method: 'PUT',
        headers: ifMatchHeaders(ifMatch),
        body: { subscriberAuthId },
      }),
    }),
  }),
});

export const {
  useGetContentCompanyQuery,
  useUpdateCompanyCreditsMutation,
  useUpdateCompanySubscriberMutation,
} = contentCompaniesApi;
