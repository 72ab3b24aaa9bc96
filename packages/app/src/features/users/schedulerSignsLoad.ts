import type { SchedulerSignsLoad } from '@admin-hub/ui';

/** The parts of an RTK Query hook result a sign list's load state depends on. */
export interface LoadingQuery<T> {
  data?: T | undefined;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * Loaded once every query has data (a refetch keeps what is shown), failed with a retry of the
 * failed ones as soon as one has failed, loading otherwise. The failed query's toast comes from
 * the listener; `message` is what the modal says in place of the signs.
 */
export function schedulerSignsLoad<Data extends unknown[]>(
  queries: { [K in keyof Data]: LoadingQuery<Data[K]> },
  message: string,
  loaded: (...data: Data) => Extract<SchedulerSignsLoad, { status: 'loaded' }>,
): SchedulerSignsLoad {
  const all = queries as LoadingQuery<unknown>[];
  const data = all.map((query) => query.data);
  if (data.every((value) => value !== undefined)) return loaded(...(data as Data));
  const failed = all.filter((query) => query.isError);
  if (failed.length > 0) {
    return {
      status: 'failed',
      message,
      onRetry: () => failed.forEach((query) => void query.refetch()),
    };
  }
  return { status: 'loading' };
}
