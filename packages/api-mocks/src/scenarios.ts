import { delay, HttpResponse, type HttpHandler, type HttpResponseResolver } from 'msw';
import { emptyPaged } from '@admin-hub/domain/pagedMeta';
import { DEFAULT_API_URLS, type ApiUrls } from './config.ts';
import { ENDPOINTS, type Endpoint, type EndpointId } from './endpoints.ts';
import { FORBIDDEN_MESSAGE } from './handlers/apiError.ts';
import type { CallerResolver } from './handlers/apiRequest.ts';
import { endpointHandler, toMswResolver } from './handlers/createHandlers.ts';

export const SCENARIO_NAMES = [
  'serverError',
  'networkError',
  'slow',
  'empty',
  'forbidden',
  'loading',
] as const;
export type ScenarioName = (typeof SCENARIO_NAMES)[number];

/** How long a 'slow' answer takes: long enough to see spinners, short enough for a test. */
export const SLOW_RESPONSE_MS = 2500;
export const SERVER_ERROR_MESSAGE = 'Internal server error';

export interface ScenarioOptions {
  /** Delay of the 'slow' scenario. */
  delayMs?: number;
  /** Caller resolver for 'slow', which answers with the real, stateful behaviour. */
  resolveCaller?: CallerResolver;
}

const emptyAnswer = (endpoint: Endpoint, url: string): Response => {
  switch (endpoint.kind) {
    case 'paged': {
      const perPage = Number(new URL(url).searchParams.get('perPage')) || 40;
      return HttpResponse.json(emptyPaged(perPage, url.split('?')[0]));
    }
    case 'list':
      return HttpResponse.json([]);
    // A single record has no "empty": it is not there (the content API's own empty answer).
    case 'item':
      return HttpResponse.json({ message: 'Not found' }, { status: 404 });
    case 'none':
      return new HttpResponse(null, { status: 204 });
  }
};

/** What an endpoint answers in a named scenario (the resolver `scenario` installs). */
export function scenarioResolver(
  id: EndpointId,
  name: ScenarioName,
  urls: ApiUrls = DEFAULT_API_URLS,
  options: ScenarioOptions = {},
): HttpResponseResolver {
  const endpoint: Endpoint = ENDPOINTS[id];
  switch (name) {
    case 'serverError':
      return () => HttpResponse.json({ message: SERVER_ERROR_MESSAGE }, { status: 500 });
    case 'networkError':
      return () => HttpResponse.error();
    case 'forbidden':
      return () => HttpResponse.json({ message: FORBIDDEN_MESSAGE }, { status: 403 });
    case 'empty':
      return ({ request }) => emptyAnswer(endpoint, request.url);
    case 'loading':
      return async () => {
        await delay('infinite');
        return HttpResponse.error();
      };
    case 'slow': {
      // The real resolver answers after the delay: MSW's passthrough would skip the mocks.
      const real = toMswResolver(id, urls, options.resolveCaller);
      return async (info) => {
        await delay(options.delayMs ?? SLOW_RESPONSE_MS);
        return real(info);
      };
    }
  }
}

/**
 * A handler that makes one endpoint misbehave in a named way. Put it before `createHandlers()`
 * (Storybook: `parameters.msw.handlers.scenarios`; msw/node: `server.use(...)`) so it wins.
 */
export function scenario(
  id: EndpointId,
  name: ScenarioName,
  urls: ApiUrls = DEFAULT_API_URLS,
  options: ScenarioOptions = {},
): HttpHandler {
  return endpointHandler(id, urls, scenarioResolver(id, name, urls, options));
}
