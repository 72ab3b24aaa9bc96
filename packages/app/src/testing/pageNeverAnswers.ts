import { delay, http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import { DEFAULT_API_URLS, endpointUrl } from '@admin-hub/api-mocks';
import type { EndpointId } from '@admin-hub/api-mocks';

/**
 * One page of a paged read that never answers within a story, so it ends while that page loads;
 * the other pages reach the mock server as usual.
 */
export const pageNeverAnswers = (id: EndpointId, page: number): HttpHandler =>
  http.get(endpointUrl(id, DEFAULT_API_URLS), async ({ request }) => {
    if (new URL(request.url).searchParams.get('page') !== String(page)) return undefined;
    await delay('infinite');
    return HttpResponse.error();
  });
