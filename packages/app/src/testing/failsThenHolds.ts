import { delay, http, HttpResponse } from 'msw';
import { DEFAULT_API_URLS, endpointUrl, ENDPOINTS } from '@admin-hub/api-mocks';
import type { EndpointId } from '@admin-hub/api-mocks';

/**
 * A story's read whose first attempt fails (500) and whose retry never answers: the story stops
 * in the retrying state (spec §9's retries), which otherwise lasts a backoff. Spread into the
 * story: its `beforeEach` fails the first attempt again for each story that shares the handler
 * (a story and its phone variant; MSW's `once` would be spent by the first).
 */
export function failsThenHolds(id: EndpointId) {
  let failed = false;
  const method = ENDPOINTS[id].method.toLowerCase() as 'get';
  const handler = http[method](endpointUrl(id, DEFAULT_API_URLS), async () => {
    if (!failed) {
      failed = true;
      return HttpResponse.json({ message: 'Internal server error' }, { status: 500 });
    }
    await delay('infinite');
    return HttpResponse.error();
  });
  return {
    beforeEach: () => {
      failed = false;
    },
    parameters: { msw: { handlers: { scenarios: [handler] } } },
  };
}
