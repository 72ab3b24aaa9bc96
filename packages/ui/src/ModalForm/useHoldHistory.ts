import { useCallback, useEffect, useRef, useState } from 'react';
import { holdPopState, listenToHistoryFirst } from './listenToHistoryFirst.ts';

export interface HeldHistory {
  /** Back or Forward was pressed and is held: the form asks before it lets the page go. */
  leaving: boolean;
  /** Stays: the page is where it was. */
  stay: () => void;
  /** Goes where Back or Forward was taking the page. */
  leave: () => void;
}

/** The router keeps each entry's place in `history.state.idx`; where it does not, Back is assumed. */
const entryIndex = (state: unknown): number | undefined => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
};

/**
 * While `active`, the browser's Back and Forward do not take the page away unasked. The
 * `popstate` is caught before the router's own listener (`listenToHistoryFirst`) and not passed
 * on, the entry the page was on is restored, and `leaving` says so; `leave` then goes on to where
 * the browser was going. A router that could hold a navigation itself (a data router's
 * `useBlocker`) costs 16 kB gzip on the first load; this costs a few hundred bytes.
 */
export function useHoldHistory(active: boolean): HeldHistory {
  const [held, setHeld] = useState<number | null>(null);
  const passing = useRef(false);

  useEffect(() => {
    if (!active) return;
    listenToHistoryFirst();
    const start = entryIndex(window.history.state);
    let restoring = false;
    const onPopState = (event: PopStateEvent) => {
      if (passing.current) {
        passing.current = false;
        return;
      }
      event.stopImmediatePropagation();
      // The second popstate: the page's own entry restored.
      if (restoring) {
        restoring = false;
        return;
      }
      const to = entryIndex(event.state);
      const delta = start !== undefined && to !== undefined ? to - start : -1;
      restoring = true;
      window.history.go(-delta);
      setHeld(delta);
    };
    return holdPopState(onPopState);
  }, [active]);

  const stay = useCallback(() => setHeld(null), []);
  const leave = useCallback(() => {
    if (held === null) return;
    passing.current = true;
    setHeld(null);
    window.history.go(held);
  }, [held]);
  return { leaving: held !== null, stay, leave };
}
