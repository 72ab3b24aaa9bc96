// The unstyled entry, like the toast host's: one toast queue, and no injected <style> (CSP).
import type * as ReactToastify from 'react-toastify/unstyled';
import { ACCESS_TOKEN_ERROR } from '../api/baseQuery.ts';

/** Where toasts go: react-toastify in the app, a spy in tests. */
export interface Notifier {
  success(message: string): void;
  error(message: string): void;
}

type Toastify = typeof ReactToastify;

let toastify: Promise<Toastify> | undefined;
const demandListeners = new Set<() => void>();

/**
 * react-toastify (about 9 KiB gzip) loads with the first toast, not with the first screen.
 * A toast raised before a container is mounted waits in react-toastify's queue, and the app
 * mounts its toast host once toasts are wanted (`toastsWanted`).
 */
function loadToastify(): Promise<Toastify> {
  if (!toastify) {
    toastify = import('react-toastify/unstyled');
    demandListeners.forEach((listener) => listener());
  }
  return toastify;
}

/** Whether a toast was raised yet, for `useSyncExternalStore`: the host mounts from then on. */
export const toastsWanted = {
  subscribe: (listener: () => void): (() => void) => {
    demandListeners.add(listener);
    return () => demandListeners.delete(listener);
  },
  getSnapshot: (): boolean => toastify !== undefined,
};

export const toastNotifier: Notifier = {
  success: (message) => {
    void loadToastify().then(({ toast }) => toast.success(message));
  },
  error: (message) => {
    // Every request of a failed sign-in fails the same way: one toast says it, not one per request.
    void loadToastify().then(({ toast }) =>
      toast.error(
        message,
        message === ACCESS_TOKEN_ERROR ? { toastId: ACCESS_TOKEN_ERROR } : undefined,
      ),
    );
  },
};
