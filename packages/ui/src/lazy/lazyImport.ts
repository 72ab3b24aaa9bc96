import { importWithRetry } from './importWithRetry.ts';
import type { ImportRetryOptions } from './importWithRetry.ts';

/**
 * The one loader of the app's split code: the routes' screens, the lazy parts (lazyComponent) and
 * the menus' Dropdown (DeferredDropdown) all arrive through it, so all follow one retry rule
 * (importWithRetry). However often the returned function is called, the code is fetched once;
 * after a failure the next call starts afresh, since replaying the failure would leave only a
 * reload.
 */
export function lazyImport<T>(
  load: () => Promise<T>,
  retry?: ImportRetryOptions,
): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= importWithRetry(load, retry).catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
