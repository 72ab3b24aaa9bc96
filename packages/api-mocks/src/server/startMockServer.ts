import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createMiddleware } from '@mswjs/http-middleware';
import cors from 'cors';
import express from 'express';
import { REQUEST_BODY_MAX_BYTES } from '@admin-hub/domain/limits';
import { MESSAGES } from '@admin-hub/domain/messages';
import type { RequestHandler } from 'express';
import { API_AUDIENCE, DEFAULT_API_URLS, type ApiUrls } from '../config.ts';
import type { Api } from '../endpoints.ts';
import { createFaultSwitchboard, type FaultSwitchboard } from '../faults/faultSwitchboard.ts';
import { createHandlers, decodeBearerCaller } from '../handlers/createHandlers.ts';
import { faultControlRoute, faultInjection } from './faultControl.ts';
import { outboxControlRoute } from './outboxControl.ts';
import { verifyingCaller, type TokenVerification } from './verifyingCaller.ts';

const DEFAULT_TOKEN_VERIFICATION: TokenVerification = {
  jwksUrl: 'http://localhost:4000/.well-known/jwks.json',
  issuer: 'http://localhost:4000/',
  audience: API_AUDIENCE,
};

export interface MockServerOptions {
  /** The APIs' public base URLs; each is served on its URL's port under its URL's path. */
  urls?: ApiUrls;
  /** Override the port of an API (e.g. 4101-4103 for local checks), keeping its path. */
  ports?: Partial<Record<Api, number>>;
  /** How access tokens are checked; ignored when `verify` is false. */
  auth?: TokenVerification;
  /** false: trust the token's `sub` without checking its signature (local debugging only). */
  verify?: boolean;
  /** Which browser origins may call with credentials. Default: any http(s) localhost origin. */
  isAllowedOrigin?: (origin: string) => boolean;
  /**
   * Run-time fault switches, shared by the three APIs and served at /__faults on each port.
   * Default: a new, empty switchboard; false: no control route and no faults.
   */
  faults?: FaultSwitchboard | false;
}

export interface RunningMockServer {
  /** The base URL each API is reachable at. */
  urls: ApiUrls;
  /** The switchboard behind /__faults, to flip faults in-process (null when disabled). */
  faults: FaultSwitchboard | null;
  close(): Promise<void>;
}

/**
 * A declared body over the cap is refused before it is read, as a proxy in front of a real API
 * would; chunked bodies without a length are capped while read, by the handlers.
 */
const refuseLargeBodies: RequestHandler = (request, response, next) => {
  if (!(Number(request.headers['content-length']) > REQUEST_BODY_MAX_BYTES)) return next();
  response.set('Connection', 'close').status(413).json({ message: MESSAGES.requestBodyTooLarge });
};

const isLocalOrigin = (origin: string): boolean => {
  try {
    const { hostname, protocol } = new URL(origin);
    return (
      (protocol === 'http:' || protocol === 'https:') &&
      ['localhost', '127.0.0.1', '[::1]'].includes(hostname)
    );
  } catch {
    return false;
  }
};

const APIS: Api[] = ['main', 'content', 'scheduler'];

/**
 * Serves the same MSW handlers as Storybook and the unit tests over HTTP, one API per port, so
 * the demo and the end-to-end tests talk to the mocks like to the real hosts.
 */
export async function startMockServer(options: MockServerOptions = {}): Promise<RunningMockServer> {
  const urls = options.urls ?? DEFAULT_API_URLS;
  const resolveCaller =
    options.verify === false
      ? decodeBearerCaller
      : verifyingCaller(options.auth ?? DEFAULT_TOKEN_VERIFICATION);
  const isAllowedOrigin = options.isAllowedOrigin ?? isLocalOrigin;
  const faults = options.faults === false ? null : (options.faults ?? createFaultSwitchboard());
  const servers: Server[] = [];
  const served = { ...urls };

  try {
    for (const api of APIS) {
      const publicUrl = new URL(urls[api]);
      const port = options.ports?.[api] ?? Number(publicUrl.port || 80);
      // Paths only: MSW resolves them against the request's own origin, whatever Host it names.
      const basePath = publicUrl.pathname.replace(/\/$/, '');
      const pathUrls = { main: basePath, content: basePath, scheduler: basePath };
      const handlers = createHandlers(pathUrls, { resolveCaller, apis: [api] });
      const app = express();
      app.disable('x-powered-by');
      app.use(
        cors({
          origin: (origin, callback) =>
            callback(null, origin === undefined || isAllowedOrigin(origin)),
          credentials: true,
          // If-Match, ETag: the proposed version check of issue 36 (a header the page sends
          // and one it reads, which a cross-origin page may do only when allowed).
          allowedHeaders: ['Authorization', 'Content-Type', 'If-Match'],
          exposedHeaders: ['ETag'],
          methods: ['GET', 'POST', 'PUT', 'DELETE'],
          maxAge: 600,
        }),
      );
      app.use(refuseLargeBodies);
      // Read only: what the demo would have emailed (GET /__outbox), for the end-to-end tests.
      app.use(outboxControlRoute());
      if (faults) {
        app.use(faultControlRoute(faults));
        app.use(faultInjection(faults, api, pathUrls, resolveCaller));
      }
      app.use(createMiddleware(...handlers));
      app.use((_request, response) => {
        response.status(404).json({ message: 'Not found' });
      });
      const server = await new Promise<Server>((resolve, reject) => {
        const listening = app.listen(port, () => resolve(listening)).once('error', reject);
      });
      servers.push(server);
      const { port: actualPort } = server.address() as AddressInfo;
      publicUrl.port = String(actualPort);
      served[api] = publicUrl.toString().replace(/\/$/, '');
    }
  } catch (error) {
    await Promise.all(servers.map(closeServer));
    throw error;
  }

  return {
    urls: served,
    faults,
    close: () => Promise.all(servers.map(closeServer)).then(() => undefined),
  };
}

const closeServer = (server: Server): Promise<void> =>
  new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
