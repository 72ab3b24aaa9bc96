import { api } from '../api/api.ts';
import { selectLoadRetryByCacheKey } from '../api/loadRetries.ts';
import type { LoadRetry } from '../api/loadRetries.ts';
import { useAppSelector } from '../store/appHooks.ts';

/**
 * The retry on its way for the read of request `requestId` (a hook result's), while its last
 * attempt has failed. RTK's documented cache entries name both the request and the cache key
 * that the base query reports retries under.
 */
export function useLoadRetry(requestId: string | undefined): LoadRetry | undefined {
  return useAppSelector((state) => {
    if (requestId === undefined) return undefined;
    const entry = api.util
      .selectAllQueryEntries(state)
      .find((cached) => cached.requestId === requestId);
    return entry && selectLoadRetryByCacheKey(state, entry.queryCacheKey);
  });
}
