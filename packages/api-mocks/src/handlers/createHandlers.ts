import { http, HttpResponse, type HttpHandler, type HttpResponseResolver } from 'msw';
import { DEFAULT_API_URLS, type ApiUrls } from '../config.ts';
import { getDatabase } from '../db/database.ts';
import {
  ENDPOINT_IDS,
  ENDPOINTS,
  endpointUrl,
  type Api,
  type Endpoint,
  type EndpointId,
} from '../endpoints.ts';
import { bearerToken, decodeTokenSubject } from '../tokens.ts';
import { activityRecorder } from './activityRecorder.ts';
import { ApiError, UNAUTHORIZED_MESSAGE } from './apiError.ts';
import type { CallerResolver } from './apiRequest.ts';
import { withCappedBody } from './requestBody.ts';
import { RESOLVERS } from './resolvers.ts';

export interface HandlerOptions {
  /** Who sent a request. The default reads the bearer token's `sub` without verifying it. */
  resolveCaller?: CallerResolver;
  /** Only these APIs' endpoints (the Node server serves one API per port). Default: all. */
  apis?: readonly Api[];
}

/** The browser-side caller resolver: Storybook and tests use unsigned test tokens. */
export const decodeBearerCaller: CallerResolver = (request) => {
  const token = bearerToken(request);
  return token ? decodeTokenSubject(token) : null;
};

const unauthorized = () => HttpResponse.json({ message: UNAUTHORIZED_MESSAGE }, { status: 401 });

const errorResponse = (error: ApiError) => HttpResponse.json(error.body, { status: error.status });

/**
 * Caps the body (413), authenticates the request, applies emulation, runs the endpoint's resolver
 * and maps errors to JSON. A writing call's answer, accepted or refused, adds its entry to the
 * activity record (issue 36), from what its resolver told the recorder; an unauthenticated one
 * has no actor and is not recorded.
 */
export function toMswResolver(
  id: EndpointId,
  urls: ApiUrls,
  resolveCaller: CallerResolver = decodeBearerCaller,
): HttpResponseResolver {
  const resolver = RESOLVERS[id];
  const kind = (ENDPOINTS[id] as Endpoint).activity;
  return async ({ request: received, params }) => {
    let request: Request;
    try {
      request = await withCappedBody(received);
    } catch (error) {
      if (error instanceof ApiError) return errorResponse(error);
      throw error;
    }
    const realId = await resolveCaller(request);
    if (!realId) return unauthorized();
    const db = getDatabase();
    const realCaller = db.users.get(realId);
    if (!realCaller) return unauthorized();
    const caller = db.users.get(db.emulation.get(realId) ?? realId) ?? realCaller;
    const stringParams = Object.fromEntries(
      Object.entries(params).map(([name, value]) => [
        name,
        Array.isArray(value) ? String(value[0]) : String(value),
      ]),
    );
    const activity = activityRecorder(db);
    let response: Response;
    try {
      response = await resolver({
        request,
        url: new URL(request.url),
        params: stringParams,
        db,
        caller,
        realCaller,
        urls,
        activity: activity.recorder,
      });
    } catch (error) {
      if (error instanceof ApiError) response = errorResponse(error);
      else {
        console.error('api-mocks: resolver failed', error);
        response = HttpResponse.json({ message: 'Internal server error' }, { status: 500 });
      }
    }
    if (kind) activity.record(kind, realCaller, caller, response.status);
    return response;
  };
}

/** An MSW handler for one endpoint's method and URL with the given resolver. */
export function endpointHandler(
  id: EndpointId,
  urls: ApiUrls,
  resolver: HttpResponseResolver,
): HttpHandler {
  const endpoint: Endpoint = ENDPOINTS[id];
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  return http[method](endpointUrl(id, urls), resolver);
}

/** Every call of spec §7, stateful over the one shared in-memory database. */
export function createHandlers(
  urls: ApiUrls = DEFAULT_API_URLS,
  options: HandlerOptions = {},
): HttpHandler[] {
  return ENDPOINT_IDS.filter((id) => !options.apis || options.apis.includes(ENDPOINTS[id].api)).map(
    (id) => endpointHandler(id, urls, toMswResolver(id, urls, options.resolveCaller)),
  );
}
