import { createElement, useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import type { ImportRetryOptions } from './importWithRetry.ts';
import { lazyImport } from './lazyImport.ts';

/** A component whose code is fetched on first need, or earlier through `preload`. */
export type LazyComponent<P extends object> = ComponentType<P> & {
  /** Starts fetching the code (once); resolves to the component. */
  preload: () => Promise<ComponentType<P>>;
  /** True once the code has arrived: the component then renders in the same pass. */
  isLoaded: () => boolean;
};

/**
 * Like `React.lazy`, without Suspense: once the chunk is loaded the component renders
 * directly, and while it loads `Fallback` shows and the component appears as soon as it
 * arrives. `React.lazy` suspends on first render even when the chunk is already there, and
 * React holds a revealed Suspense fallback for up to about 300 ms, idle time on the way to
 * the first screen. A failed import is retried, then thrown as a `ChunkLoadError` to the
 * nearest error boundary; the next mount tries again.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Fallback: ComponentType | null = null,
  retry?: ImportRetryOptions,
): LazyComponent<P> {
  const fetchOnce = lazyImport(load, retry);
  let loaded: ComponentType<P> | undefined;
  const preload = () => fetchOnce().then((component) => (loaded = component));

  function Lazy(props: P) {
    const [state, setState] = useState<{ component?: ComponentType<P>; error?: Error }>(() => ({
      component: loaded,
    }));
    const component = state.component ?? loaded;
    useEffect(() => {
      if (component) return;
      let mounted = true;
      preload().then(
        (arrived) => mounted && setState({ component: arrived }),
        (error: unknown) =>
          mounted && setState({ error: error instanceof Error ? error : new Error(String(error)) }),
      );
      return () => {
        mounted = false;
      };
    }, [component]);
    if (state.error) throw state.error;
    if (component) return createElement(component, props);
    return Fallback ? createElement(Fallback) : null;
  }

  return Object.assign(Lazy, { preload, isLoaded: () => loaded !== undefined });
}
