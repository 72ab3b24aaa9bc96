import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { DEFAULT_API_URLS, type ApiUrls } from '../config.ts';
import { resetDatabase } from '../db/database.ts';
import { createHandlers } from '../handlers/createHandlers.ts';
import { createTestToken } from '../tokens.ts';

/**
 * The one MSW set-up of every unit test (this package's and the app's, which adds a store on
 * top): the real handlers in msw/node, a fresh database before every test, handler overrides
 * and event listeners dropped after it. Call it once at the top of a test file.
 */
export function useMockApi() {
  const server = setupServer(...createHandlers());
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => resetDatabase());
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
  });
  afterAll(() => server.close());

  /** Counts the requests that reach `method url` (MSW's own path syntax, e.g. `:id`). */
  const countRequests = (method: string, url: string) => {
    const counter = { count: 0 };
    const pattern = new RegExp(
      `^${url.replace(/[.?]/g, '\\$&').replace(/:\w+/g, '[^/?]+')}(\\?.*)?$`,
    );
    server.events.on('request:start', ({ request }) => {
      if (request.method === method && pattern.test(request.url)) counter.count += 1;
    });
    return counter;
  };

  return { server, countRequests };
}

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls one API as the user `authId` (null: without a token). */
export function apiAs(authId: string | null, urls: ApiUrls = DEFAULT_API_URLS) {
  /** Sends `body` as it is: JSON that `JSON.stringify` cannot write (`__proto__` keys, 2^53 + 1). */
  const send = async <T>(
    method: Method,
    path: string,
    body: string | undefined,
    api: keyof ApiUrls = 'main',
  ): Promise<ApiAnswer<T>> => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (authId) headers.Authorization = `Bearer ${createTestToken(authId)}`;
    const response = await fetch(`${urls[api]}${path}`, { method, headers, body });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  };
  const call = <T>(method: Method, path: string, body?: unknown, api?: keyof ApiUrls) =>
    send<T>(method, path, body === undefined ? undefined : JSON.stringify(body), api);
  return {
    send,
    get: <T>(path: string, api?: keyof ApiUrls) => call<T>('GET', path, undefined, api),
    post: <T>(path: string, body?: unknown, api?: keyof ApiUrls) =>
      call<T>('POST', path, body ?? {}, api),
    put: <T>(path: string, body: unknown, api?: keyof ApiUrls) => call<T>('PUT', path, body, api),
    delete: <T>(path: string, api?: keyof ApiUrls) => call<T>('DELETE', path, undefined, api),
  };
}
