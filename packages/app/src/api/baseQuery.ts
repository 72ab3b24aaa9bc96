import { fetchBaseQuery, retry } from '@reduxjs/toolkit/query/react';
import type {
  BaseQueryApi,
  BaseQueryFn,
  FetchArgs,
  FetchBaseQueryError,
  FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { RETRY } from '@admin-hub/domain/constants';
import { SESSION_ENDED } from './sessionEndedError.ts';
import { loadRetrying, loadSettled } from './loadRetries.ts';
import type { AppConfig } from '../config/AppConfig.ts';
import type { EarlyReads } from './earlyReads.ts';

/** What every base query reads from the thunk `extraArgument` (no module singletons). */
export interface ApiExtraArgument {
  config: AppConfig;
  getAccessToken: () => Promise<string>;
  /** First retry delay; tests shrink it so retries don't take seconds. */
  retryBaseDelayMs: number;
  /** Reads the entry sent before the store existed, taken over by the same requests. */
  earlyReads?: EarlyReads;
}

type Backend = keyof AppConfig['api'];

/** What each endpoint tells the base query (`extraOptions`): which back-end it is on. */
interface BackendOptions {
  backend: Backend;
}

type ApiBaseQuery<ExtraOptions = object> = BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  ExtraOptions,
  FetchBaseQueryMeta
>;

/** The `error` text of a failed token retrieval, and the toast that names it (spec §8). */
export const ACCESS_TOKEN_ERROR = 'Get access token failed';

export const isAccessTokenError = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  'status' in error &&
  error.status === 'CUSTOM_ERROR' &&
  'error' in error &&
  error.error === ACCESS_TOKEN_ERROR;

const isApiExtraArgument = (extra: unknown): extra is ApiExtraArgument =>
  typeof extra === 'object' &&
  extra !== null &&
  'config' in extra &&
  'getAccessToken' in extra &&
  'retryBaseDelayMs' in extra;

const extraOf = (api: BaseQueryApi): ApiExtraArgument => {
  if (!isApiExtraArgument(api.extra)) {
    throw new Error('The API needs the store of createAppStore (config and getAccessToken)');
  }
  return api.extra;
};

/** Delay before retry number `attempt` (1-based): base, 2 × base, 4 × base ... capped (spec §9). */
export const retryDelayMs = (attempt: number, baseDelayMs: number = RETRY.baseDelayMs): number =>
  Math.min(baseDelayMs * 2 ** (attempt - 1), RETRY.maxDelayMs);

/** A 4xx (or a token failure) would fail again the same way: only faults of the server or the network are retried. */
const isRetryable = (error: FetchBaseQueryError): boolean => {
  if (typeof error.status === 'number') return error.status >= 500;
  switch (error.status) {
    case 'FETCH_ERROR':
    case 'TIMEOUT_ERROR':
      return true;
    case 'PARSING_ERROR':
      return error.originalStatus >= 500;
    default:
      return false;
  }
};

const isFetchBaseQueryError = (error: unknown): error is FetchBaseQueryError =>
  typeof error === 'object' && error !== null && 'status' in error;

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new Error('Aborted'));
      return;
    }
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new Error('Aborted'));
      },
      { once: true },
    );
  });

/** One request: the base URL and the token are read per request from the store's extra argument. */
const requestOnce =
  (backend: Backend): ApiBaseQuery =>
  async (args, api, extraOptions) => {
    const { config, getAccessToken, earlyReads } = extraOf(api);
    let token: string;
    try {
      // Fetched here rather than in prepareHeaders so that a failure is a named result, not a throw.
      token = await getAccessToken();
    } catch (error) {
      return {
        error: {
          status: 'CUSTOM_ERROR',
          error:
            error instanceof Error && error.message === SESSION_ENDED
              ? SESSION_ENDED
              : ACCESS_TOKEN_ERROR,
          data: { message: error instanceof Error ? error.message : String(error) },
        },
      };
    }
    const request = fetchBaseQuery({
      baseUrl: config.api[backend],
      credentials: 'include',
      // A read the entry started is answered by its response, not sent a second time.
      fetchFn: async (input, init) =>
        (input instanceof Request && !init && (await earlyReads?.take(input))) ||
        fetch(input, init),
      prepareHeaders: (headers) => {
        headers.set('Authorization', `Bearer ${token}`);
        // A guarded change always names its version; only an API that says it honours the
        // header gets it (issue 36): another's CORS would refuse the PUT outright.
        if (!config.ifMatch) headers.delete('If-Match');
        return headers;
      },
    });
    return request(args, api, extraOptions);
  };

/**
 * The base query of the three back-ends, at the one the endpoint names: bearer token, cookies,
 * and the retry policy of spec §9 (reads 3 times with exponential backoff, never on a 4xx;
 * writes never). A read's retries are told to the store (`loadRetrying`, then `loadSettled`),
 * keyed by RTK Query's cache key, for its views to say it is trying again.
 */
export const baseQuery: ApiBaseQuery<Partial<BackendOptions>> = async (
  args,
  api,
  extraOptions = {},
) => {
  // Thrown, not answered: an endpoint that names no back-end is the code's error, not the call's.
  if (extraOptions.backend === undefined) throw new Error(`${api.endpoint} names no back-end`);
  const { retryBaseDelayMs } = extraOf(api);
  const maxRetries = api.type === 'mutation' ? 0 : RETRY.attempts;
  const { queryCacheKey } = api;
  let retried = false;
  const withRetry = retry(requestOnce(extraOptions.backend), {
    retryCondition: (error, _args, { attempt }) =>
      attempt <= maxRetries && isFetchBaseQueryError(error) && isRetryable(error),
    backoff: (attempt, _max, signal) => {
      // Said before the wait, so the read's views tell of the failure at once (loadRetries).
      if (queryCacheKey !== undefined) {
        retried = true;
        api.dispatch(
          loadRetrying({ queryCacheKey, attempt: attempt + 1, attempts: maxRetries + 1 }),
        );
      }
      return wait(retryDelayMs(attempt, retryBaseDelayMs), signal);
    },
  });
  try {
    return await withRetry(args, api, extraOptions);
  } finally {
    if (retried && queryCacheKey !== undefined) api.dispatch(loadSettled(queryCacheKey));
  }
};
