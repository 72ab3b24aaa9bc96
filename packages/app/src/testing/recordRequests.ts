import { http } from 'msw';
import { DEFAULT_API_URLS, ENDPOINTS, endpointUrl } from '@admin-hub/api-mocks';
import type { EndpointId } from '@admin-hub/api-mocks';

interface RecordedRequest {
  url: URL;
  /** The JSON body, or undefined when there is none. */
  body: unknown;
  /** The proposed If-Match header of a guarded change (issue 36), or null. */
  ifMatch: string | null;
}

/**
 * For stories: records what the app sends to one endpoint, then lets the stateful mock answer
 * (an MSW handler that returns nothing passes the request on). Put `handler` in
 * `parameters.msw.handlers.scenarios` and call `reset` in the story's `beforeEach`.
 */
export function recordRequests(id: EndpointId) {
  const sent: RecordedRequest[] = [];
  const method = ENDPOINTS[id].method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  const handler = http[method](endpointUrl(id, DEFAULT_API_URLS), async ({ request }) => {
    const text = await request.clone().text();
    sent.push({
      url: new URL(request.url),
      body: text ? (JSON.parse(text) as unknown) : undefined,
      ifMatch: request.headers.get('If-Match'),
    });
  });
  return {
    handler,
    sent,
    reset: () => {
      sent.length = 0;
    },
  };
}
