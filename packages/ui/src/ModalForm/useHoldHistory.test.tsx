// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { listenToHistoryFirst } from './listenToHistoryFirst.ts';
import { useHoldHistory } from './useHoldHistory.ts';

// As the app does before its router mounts: the hold hears popstate before the router.
listenToHistoryFirst();

/** The browser moving to the entry of index `idx` (what Back or Forward does). */
const popTo = (idx: number) => {
  const event = new PopStateEvent('popstate', { state: { idx } });
  window.dispatchEvent(event);
  return event;
};

describe('useHoldHistory', () => {
  let go: MockInstance<History['go']>;
  // Stands for the router's own listener, added before the form opened.
  const router = vi.fn();
  beforeEach(() => {
    window.history.replaceState({ idx: 3 }, '');
    go = vi.spyOn(window.history, 'go').mockImplementation(() => undefined);
    window.addEventListener('popstate', router);
  });
  afterEach(() => {
    cleanup();
    window.removeEventListener('popstate', router);
    router.mockReset();
    go.mockRestore();
  });

  it('holds Back while active: the router never hears it, the page entry is restored', () => {
    const { result } = renderHook(() => useHoldHistory(true));
    act(() => void popTo(2));
    expect(router).not.toHaveBeenCalled();
    expect(go).toHaveBeenCalledWith(1);
    expect(result.current.leaving).toBe(true);
    // The restoring popstate is swallowed too.
    act(() => void popTo(3));
    expect(router).not.toHaveBeenCalled();

    act(() => result.current.stay());
    expect(result.current.leaving).toBe(false);
  });

  it('goes where the browser was going once left, and lets that popstate through', () => {
    const { result } = renderHook(() => useHoldHistory(true));
    act(() => void popTo(5));
    expect(go).toHaveBeenLastCalledWith(-2);
    act(() => void popTo(3));
    act(() => result.current.leave());
    expect(go).toHaveBeenLastCalledWith(2);
    act(() => void popTo(5));
    expect(router).toHaveBeenCalledOnce();
    expect(result.current.leaving).toBe(false);
  });

  it('holds nothing while inactive', () => {
    const { result } = renderHook(() => useHoldHistory(false));
    act(() => void popTo(2));
    expect(router).toHaveBeenCalledOnce();
    expect(go).not.toHaveBeenCalled();
    expect(result.current.leaving).toBe(false);
  });
});
