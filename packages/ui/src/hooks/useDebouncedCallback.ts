import { useCallback, useEffect, useRef } from 'react';

export interface Debounced<A extends unknown[]> {
  /** Calls the callback with `args` once `delayMs` pass without another call; replaces a pending one. */
  schedule: (...args: A) => void;
  /** Drops the pending call, if any. */
  cancel: () => void;
}

/**
 * The one debounce of the search fields (spec §4: a value is sent after 500 ms without
 * typing). Always calls the latest callback, and drops a pending call on unmount.
 */
export function useDebouncedCallback<A extends unknown[]>(
  callback: (...args: A) => void,
  delayMs: number,
): Debounced<A> {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  }, [callback]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const cancel = useCallback(() => clearTimeout(timer.current), []);
  const schedule = useCallback(
    (...args: A) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(...args), delayMs);
    },
    [delayMs],
  );
  return { schedule, cancel };
}
