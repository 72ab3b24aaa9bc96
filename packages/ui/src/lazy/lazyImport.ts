import { importWithRetry } from './importWithRetry.ts';
import type { ImportRetryOptions } from './importWithRetry.ts';

/** Code fetched on first need, once. */
export interface LazyImport<T> {
  /** Starts fetching (once); resolves to the code, or rejects with a `ChunkLoadError`. */
  load: () => Promise<T>;
  /** The code once it has arrived, so a caller can render it in the same pass. */
  loaded: () => T | undefined;
}

/**
 * The one loader of the app's split code: the routes' screens, the lazy parts (lazyComponent) and
 * the menus' Dropdown (DeferredDropdown) all arrive through it, so all follow one retry rule
 * (importWithRetry). However often it is asked for, the code is fetched once; after a failure
 * the next call starts afresh, since replaying the failure would leave only a reload.
 */
export function lazyImport<T>(load: () => Promise<T>, retry?: ImportRetryOptions): LazyImport<T> {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load: () => {
      pending ??= importWithRetry(load, retry).then(
        (code) => {
          loaded = code;
          return code;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => loaded,
  };
}
