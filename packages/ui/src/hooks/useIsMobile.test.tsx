// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOBILE_MEDIA_QUERY, useIsMobile } from './useIsMobile.ts';

/** A window.matchMedia whose width the test controls (jsdom has none). */
function fakeViewport(width: number) {
  const listeners = new Set<() => void>();
  let current = width;
  const matches = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return max ? current <= Number(max[1]) : false;
  };
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return matches(query);
    },
    media: query,
    addEventListener: (_type: 'change', listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: 'change', listener: () => void) => listeners.delete(listener),
  }));
  return {
    resize(next: number) {
      current = next;
      listeners.forEach((listener) => listener());
    },
    listenerCount: () => listeners.size,
  };
}

function Probe() {
  return <span>{useIsMobile() ? 'mobile' : 'desktop'}</span>;
}

describe('useIsMobile', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('queries below the 992 px breakpoint', () => {
    expect(MOBILE_MEDIA_QUERY).toBe('(max-width: 991.98px)');
  });

  it('is true at 991 px and false at 992 px', () => {
    fakeViewport(991);
    render(<Probe />);
    expect(screen.getByText('mobile')).toBeTruthy();
    cleanup();
    fakeViewport(992);
    render(<Probe />);
    expect(screen.getByText('desktop')).toBeTruthy();
  });

  it('follows the window across the breakpoint and unsubscribes on unmount', () => {
    const viewport = fakeViewport(1280);
    const { unmount } = render(<Probe />);
    expect(screen.getByText('desktop')).toBeTruthy();
    act(() => viewport.resize(414));
    expect(screen.getByText('mobile')).toBeTruthy();
    unmount();
    expect(viewport.listenerCount()).toBe(0);
  });
});
