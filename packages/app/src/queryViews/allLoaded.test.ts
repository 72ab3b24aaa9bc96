import { describe, expect, it, vi } from 'vitest';
import type { Loadable } from '@admin-hub/ui/LoadableContent';
import { allLoaded } from './allLoaded.ts';

const loaded = <T>(data: T): Loadable<T> => ({ status: 'loaded', data });
const loading: Loadable<never> = { status: 'loading' };
const sum = (...numbers: number[]) => numbers.reduce((a, b) => a + b, 0);

describe('allLoaded', () => {
  it('is loaded, combined, once every part is', () => {
    expect(allLoaded([loaded(1), loaded(2)], sum)).toEqual({ status: 'loaded', data: 3 });
  });

  it('is loading while a part is and none failed', () => {
    expect(allLoaded([loaded(1), loading], sum)).toEqual({ status: 'loading' });
  });

  it('says a part is retried while it loads, and fails once a part has failed for good', () => {
    const retrying: Loadable<never> = { status: 'loading', retrying: { attempt: 2, attempts: 4 } };
    expect(
      allLoaded<[number, number, number], number>([loaded(1), loading, retrying], sum),
    ).toEqual({
      status: 'loading',
      retrying: { attempt: 2, attempts: 4 },
    });
    const retry = vi.fn();
    expect(allLoaded([retrying, { status: 'failed', retry }], sum).status).toBe('failed');
  });

  it('fails as soon as one part failed, and Retry asks again only for the failed ones', () => {
    const retrySigns = vi.fn();
    const retryGranted = vi.fn();
    const combined = allLoaded<[number, number], number>(
      [
        { status: 'failed', retry: retrySigns },
        { status: 'failed', retry: retryGranted },
      ],
      sum,
    );
    expect(combined.status).toBe('failed');
    if (combined.status === 'failed') combined.retry();
    expect(retrySigns).toHaveBeenCalledTimes(1);
    expect(retryGranted).toHaveBeenCalledTimes(1);

    const retry = vi.fn();
    const partly = allLoaded<[number, number], number>([loading, { status: 'failed', retry }], sum);
    expect(partly.status).toBe('failed');
  });
});
