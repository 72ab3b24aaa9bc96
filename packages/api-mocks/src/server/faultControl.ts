import { createMiddleware } from '@mswjs/http-middleware';
import express, { type ErrorRequestHandler, type RequestHandler, type Router } from 'express';
import type { ApiUrls } from '../config.ts';
import { ENDPOINT_IDS, ENDPOINTS, type Api, type Endpoint, type EndpointId } from '../endpoints.ts';
import {
  endpointLabel,
  FAULT_NAMES,
  isFaultName,
  parseEndpointId,
  type FaultSwitchboard,
} from '../faults/faultSwitchboard.ts';
import type { CallerResolver } from '../handlers/apiRequest.ts';
import { endpointHandler } from '../handlers/createHandlers.ts';
import { scenarioResolver, SLOW_RESPONSE_MS } from '../scenarios.ts';

/** Where the control route lives on each API's port, beside (not under) the API's base path. */
export const FAULTS_PATH = '/__faults';

/** The longest 'slow' a person may ask for: a forgotten switch should not hang a demo forever. */
const MAX_FAULT_DELAY_MS = 120_000;

/** What GET /__faults answers: every endpoint with its fault, and the faults there are. */
export interface FaultsState {
  faults: readonly string[];
  endpoints: {
    id: EndpointId;
    label: string;
    api: Api;
    method: string;
    path: string;
    fault: string | null;
    delayMs?: number;
  }[];
}

function faultsState(switchboard: FaultSwitchboard): FaultsState {
  return {
    faults: FAULT_NAMES,
    endpoints: ENDPOINT_IDS.map((id) => {
      const endpoint: Endpoint = ENDPOINTS[id];
      const active = switchboard.get(id);
      return {
        id,
        label: endpointLabel(id),
        api: endpoint.api,
        method: endpoint.method,
        path: endpoint.path,
        fault: active?.fault ?? null,
        ...(active?.delayMs === undefined ? {} : { delayMs: active.delayMs }),
      };
    }),
  };
}

class ControlError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const endpointOf = (value: unknown): EndpointId => {
  const id = typeof value === 'string' ? parseEndpointId(value) : null;
  if (!id)
    throw new ControlError(
      422,
      `Unknown endpoint: ${JSON.stringify(value)} (GET ${FAULTS_PATH} lists them)`,
    );
  return id;
};

/**
 * The development-only control route: GET lists endpoints and active faults; POST
 * `{endpoint, fault, delayMs?}` switches one on; DELETE switches all off, or one with
 * `?endpoint=`. Writes must be JSON, which makes a browser preflight them, so only the origins
 * CORS allows (localhost) can switch faults from a page.
 */
export function faultControlRoute(switchboard: FaultSwitchboard): Router {
  const router = express.Router();
  router.get(FAULTS_PATH, (_request, response) => {
    response.json(faultsState(switchboard));
  });
  router.post(FAULTS_PATH, express.json({ limit: '10kb' }), (request, response) => {
    if (!request.is('application/json'))
      throw new ControlError(415, 'Send JSON: {"endpoint", "fault"}');
    const body = (request.body ?? {}) as Record<string, unknown>;
    const id = endpointOf(body.endpoint);
    if (!isFaultName(body.fault)) {
      throw new ControlError(
        422,
        `Unknown fault: ${JSON.stringify(body.fault)} (one of ${FAULT_NAMES.join(', ')})`,
      );
    }
    const { delayMs } = body;
    if (
      delayMs !== undefined &&
      (typeof delayMs !== 'number' ||
        !Number.isInteger(delayMs) ||
        delayMs < 0 ||
        delayMs > MAX_FAULT_DELAY_MS)
    ) {
      throw new ControlError(
        422,
        `delayMs must be a whole number of milliseconds up to ${MAX_FAULT_DELAY_MS}`,
      );
    }
    switchboard.set(id, { fault: body.fault, ...(delayMs === undefined ? {} : { delayMs }) });
    response.json(faultsState(switchboard));
  });
  router.delete(FAULTS_PATH, (request, response) => {
    const { endpoint } = request.query;
    switchboard.clear(endpoint === undefined ? undefined : endpointOf(endpoint));
    response.json(faultsState(switchboard));
  });
  const answerErrors: ErrorRequestHandler = (error: unknown, _request, response, next) => {
    if (response.headersSent) return next(error);
    const status =
      error instanceof ControlError ? error.status : ((error as { status?: number }).status ?? 500);
    response
      .status(status)
      .json({ message: error instanceof Error ? error.message : String(error) });
  };
  router.use(FAULTS_PATH, answerErrors);
  return router;
}

/** `/users/:id/mfa-devices/:deviceId` as a pattern of one path, parameters one segment each. */
const pathPattern = (basePath: string, path: string): RegExp =>
  new RegExp(
    `^${(basePath + path)
      .split('/')
      .map((segment) =>
        segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/')}/?$`,
  );

/**
 * Applies the switched-on faults of one API's endpoints before the real handlers. A network
 * failure destroys the connection (what a browser sees when a host is unreachable); every other
 * fault is the scenario of `scenarios.ts`, served through MSW like the real answer.
 */
export function faultInjection(
  switchboard: FaultSwitchboard,
  api: Api,
  urls: ApiUrls,
  resolveCaller: CallerResolver,
): RequestHandler {
  const basePath = new URL(urls[api], 'http://base.invalid').pathname.replace(/\/$/, '');
  const routes = ENDPOINT_IDS.filter((id) => ENDPOINTS[id].api === api).map((id) => {
    const endpoint: Endpoint = ENDPOINTS[id];
    return { id, method: endpoint.method, pattern: pathPattern(basePath, endpoint.path) };
  });
  return (request, response, next) => {
    const route = routes.find((r) => r.method === request.method && r.pattern.test(request.path));
    const active = route && switchboard.get(route.id);
    if (!route || !active) return next();
    if (active.fault === 'networkError') {
      request.socket.destroy();
      return;
    }
    const delayMs = active.fault === 'slow' ? (active.delayMs ?? SLOW_RESPONSE_MS) : undefined;
    const resolver = scenarioResolver(route.id, active.fault, urls, { delayMs, resolveCaller });
    void createMiddleware(endpointHandler(route.id, urls, resolver))(request, response, next);
  };
}
