import type { Loadable } from '@admin-hub/ui/LoadableContent';

/**
 * One `Loadable` from several (a dialog that needs two queries): loaded once all are, failed as
 * soon as one has failed, its Retry asking again only for what failed; loading otherwise, and
 * retrying while one of those still loading is (the first such one's attempt).
 */
export function allLoaded<Data extends unknown[], Result>(
  loads: { [K in keyof Data]: Loadable<Data[K]> },
  combine: (...data: Data) => Result,
): Loadable<Result> {
  const all = loads as readonly Loadable<unknown>[];
  const failed = all.filter((load) => load.status === 'failed');
  if (failed.length > 0) {
    return { status: 'failed', retry: () => failed.forEach((load) => load.retry()) };
  }
  if (all.every((load) => load.status === 'loaded')) {
    return { status: 'loaded', data: combine(...(all.map((load) => load.data) as Data)) };
  }
  const [retrying] = all.flatMap((load) =>
    load.status === 'loading' && load.retrying ? [load.retrying] : [],
  );
  return retrying ? { status: 'loading', retrying } : { status: 'loading' };
}
